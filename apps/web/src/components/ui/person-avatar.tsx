import { initialsOf } from "@mp/ui/lib/format.ts";
import "./person-avatar.css";

type PersonAvatarProps = {
  name: string;
  /** Their picture (a client's company logo); without one, the initials of `name`. */
  imageUrl?: string | null;
  /** The place's own class beside `.person-avatar`, e.g. for a larger size. */
  className?: string;
};

/** A person's picture or initials in a circle; decorative, as their name stands beside it. */
export function PersonAvatar({ name, imageUrl, className }: PersonAvatarProps) {
  const classes = className ? `person-avatar ${className}` : "person-avatar";
  if (imageUrl) return <img className={classes} src={imageUrl} alt="" width={48} height={48} />;
  return (
    <span className={classes} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
