import sharp from 'sharp';
import { renderSellerCover, renderSellerLogo } from '../../server/db/seed/seller-art.js';
const logo = await sharp(await renderSellerLogo('Rust & Riot', '#ff5a1f')).resize(300, 300).toBuffer();
const cover = await sharp(await renderSellerCover('Midnight Mileage', '#18ffff')).resize(900, 300).toBuffer();
await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#000' } }).composite([{ input: logo, left: 0, top: 0 }, { input: cover, left: 300, top: 0 }]).png().toFile('/tmp/seller-sheet.png');
