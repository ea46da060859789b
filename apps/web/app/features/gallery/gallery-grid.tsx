import { CardGrid } from '~/components/card-grid';
import { Image } from '~/components/image';
import type { GalleryItem } from '~/lib/content-types';
import { gridImageSizes } from '~/lib/image-sizes';
import { GalleryLightbox } from './gallery-lightbox';

const thumbSizes = gridImageSizes({ 0: 1, 640: 2, 1024: 3 });
/**
 * All projects in one grid (1, 2, 3 columns). Each picture links to the full image, so it works without
 * JavaScript; the `<gallery-lightbox>` element of the site script (site-script/gallery-lightbox.ts) opens
 * the lightbox on it instead, from what the link carries in its `data-*` attributes.
 *
 * Only the first picture is fetched ahead of everything else: on a phone it is the one picture in view
 * and the largest paint. The others load as they come near the viewport (components/image.tsx). No card
 * draws a blurred preview: each would be an inline image the page's first bytes pay for, and the lightbox
 * shows the loaded thumbnail instead. The cards after the widest grid's first row (three) are laid out
 * only as they near the viewport (`render-when-near`), which keeps the first layout short on a slow phone.
 */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  if (items.length === 0) {
    return <p className="text-lg text-slate-700">Ingen projekter at vise i denne kategori.</p>;
  }
  return (
    <gallery-lightbox class="block" data-site-script>
      <CardGrid
        items={items}
        label="Projekter"
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 [&>li:nth-child(n+4)]:render-when-near"
      >
        {(item, index) => (
          <a
            href={item.full.src}
            aria-haspopup="dialog"
            data-lightbox-item
            data-srcset={item.full.srcSet}
            data-width={item.full.width}
            data-height={item.full.height}
            data-alt={item.full.alt}
            data-title={item.title}
            data-category={item.category}
            data-description={item.description}
            className="group block overflow-hidden rounded-lg border border-slate-200 bg-white no-underline shadow-sm focus-visible:-outline-offset-3"
          >
            <Image
              image={item.thumb}
              sizes={thumbSizes}
              priority={index === 0}
              blurPreview={false}
              className="w-full transition-transform duration-300 group-hover:scale-105"
            />
            <span className="block p-4">
              <span className="block font-bold text-slate-900 group-hover:underline">{item.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{item.category}</span>
            </span>
          </a>
        )}
      </CardGrid>
      <GalleryLightbox />
    </gallery-lightbox>
  );
}
