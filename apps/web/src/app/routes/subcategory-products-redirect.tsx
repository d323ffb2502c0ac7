import { Navigate, useParams } from "react-router";
import { productsUrl } from "../../lib/paths-browse";

/** `/products/{subCategoryName}/{subCategoryId}` (the sidebar's links) shows `/products?…`. */
export function SubcategoryProductsRedirect() {
  const { subCategoryName = "", subCategoryId = "" } = useParams();
  return <Navigate to={productsUrl(subCategoryId, subCategoryName)} replace />;
}
