import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingStars, ratingText } from "./rating-stars";

describe("RatingStars", () => {
  it("reads the average and the count in words, and fills the stars to the average", () => {
    const { container } = render(<RatingStars average={4.46} count={12} />);
    // The words are for screen readers; the eye reads the stars and the figures.
    expect(screen.getByText("4.5 out of 5, 12 reviews").className).toBe("visually-hidden");
    // To the nearest half star, by class (no inline style: the CSP drops it from the server's markup).
    expect(container.querySelector(".rating-stars__fill")!.className).toBe("rating-stars__fill rating-stars__fill--9");
    expect(container.querySelector("[style]")).toBeNull();
    expect(container.querySelector(".rating-stars__value")!.textContent).toBe("4.5");
    expect(container.querySelector(".rating-stars__count")!.textContent).toBe("(12)");
  });

  it("says one review in the singular", () => {
    expect(ratingText(5, 1)).toBe("5.0 out of 5, 1 review");
  });

  it("shows nothing on a card for an unrated listing, and 'No reviews yet' on a page", () => {
    const { container } = render(<RatingStars average={null} count={0} />);
    expect(container.innerHTML).toBe("");
    render(<RatingStars average={null} count={0} showEmpty />);
    expect(screen.getByText("No reviews yet").className).toBe("rating-stars rating-stars--sm rating-stars--empty");
  });
});
