// The import format of DECISIONS.md ("CSV import"). Replaced by CSV_TEMPLATE from
// shared/admin-schemas.ts once the server's schemas land, so both sides keep one copy.
export const CSV_TEMPLATE = [
  'name,description,price,originalPrice,category,sizes,colors,images,tags,stock,isActive,isFeatured,isOnSale,sellerId',
  '"Concrete Logo Tee","Heavyweight cotton tee, screen printed",29.99,39.99,t-shirts,S|M|L|XL,Black|White,https://example.com/tee.jpg,logo|cotton,25,true,false,true,',
  '',
].join('\n');

export const CSV_TEMPLATE_FILE_NAME = 'threadline-products-template.csv';
