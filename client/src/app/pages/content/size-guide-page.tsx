import { PRODUCT_SIZES } from '@shared/catalog-constants';
import { ContentPage, ContentSection } from './content-page';

// Typical unisex body chest measurements; a seller's own description wins for their cut.
const CHEST_INCHES: Record<(typeof PRODUCT_SIZES)[number], [number, number]> = {
  XS: [31, 34], S: [34, 37], M: [38, 41], L: [42, 45], XL: [46, 49], '2XL': [50, 53],
  '3XL': [54, 57], '4XL': [58, 61], '5XL': [62, 65], '6XL': [66, 69], '7XL': [70, 73],
};
const toCm = (inches: number) => Math.round(inches * 2.54);

export default function SizeGuidePage() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Size guide"
      lead={`Designs come in ${PRODUCT_SIZES[0]} to ${PRODUCT_SIZES.at(-1)}. Measure around the fullest part of your chest and pick the range it falls in.`}
    >
      <ContentSection title="Tops and hoodies">
        <div className="overflow-x-auto">
          <table className="nums w-full border-2 border-line text-left text-sm">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="p-3">Size</th>
                <th scope="col" className="p-3">Chest (in)</th>
                <th scope="col" className="p-3">Chest (cm)</th>
              </tr>
            </thead>
            <tbody>
              {PRODUCT_SIZES.map((size) => {
                const [low, high] = CHEST_INCHES[size];
                return (
                  <tr key={size} className="border-t-2 border-line">
                    <th scope="row" className="p-3 font-semibold">
                      {size}
                      {size === '2XL' && <span className="font-normal text-muted"> (XXL)</span>}
                    </th>
                    <td className="p-3">{low}–{high}</td>
                    <td className="p-3">{toCm(low)}–{toCm(high)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>
          Cuts differ between artists: oversized hoodies and boxy tees run large. When a seller gives measurements in
          the description, go by theirs.
        </p>
      </ContentSection>
      <ContentSection title="Hats">
        <p>Each hat lists the sizes it comes in on its page.</p>
      </ContentSection>
    </ContentPage>
  );
}
