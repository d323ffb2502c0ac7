// What other modules may use of uploads: how a stored image is shown, whose it is, and its removal once unused.
export {
  coverUrlOf,
  iconUrlOf,
  joinedImage,
  storedImageColumns,
  toImageRef,
  type StoredImageRow,
} from "./image-ref.ts";
export { deleteUnusedImages, findOwnedImage, holdOwnedImage } from "./repository.ts";
