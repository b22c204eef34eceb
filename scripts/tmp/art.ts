import { renderProductArt } from '../../server/db/seed/product-art.js';
import { GARMENT_COLORS } from '../../server/db/seed/demo-content.js';
for (const { hex } of GARMENT_COLORS) for (const kind of ['t-shirt', 'hoodie', 'hat'] as const) for (let pattern = 0; pattern < 12; pattern++) for (const view of ['front', 'back'] as const) {
  try { await renderProductArt({ kind, garmentColor: hex, accentColor: '#c6ff00', graphic: 'RIOT', pattern, view }); }
  catch (e) { console.log(hex, kind, pattern, view, String(e).slice(0, 120)); }
}
