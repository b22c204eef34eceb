import { productArtSvg } from './product-art.js';
import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/art/dump.svg', productArtSvg(JSON.parse(process.argv[2]!)));
