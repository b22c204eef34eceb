import { Link } from 'react-router';
import { COMMISSION, PRODUCT_SIZES, SHIPPING } from '@shared/catalog-constants';
import { formatPrice } from '@shared/money';
import { ContentPage } from './content-page';
import { paths } from '../../../lib/paths';

const QUESTIONS = [
  {
    question: 'How much is shipping?',
    answer: (
      <>
        Standard shipping takes {SHIPPING.standard.days} and costs {formatPrice(SHIPPING.standard.price)}, per seller, free on
        orders over {formatPrice(SHIPPING.freeOver)} from one seller. Express takes {SHIPPING.express.days} for{' '}
        {formatPrice(SHIPPING.express.price)} per seller. <Link to={paths.shipping}>Shipping details</Link>.
      </>
    ),
  },
  {
    question: 'Can I return something?',
    answer: (
      <>
        Yes, within {SHIPPING.returnDays} days, in original condition with tags attached.{' '}
        <Link to={paths.returns}>Returns policy</Link>.
      </>
    ),
  },
  {
    question: 'Which size should I pick?',
    answer: (
      <>
        Designs come in {PRODUCT_SIZES[0]} to {PRODUCT_SIZES.at(-1)}; the filter's XXL is 2XL. Compare your chest
        measurement with the <Link to={paths.sizeGuide}>size guide</Link>.
      </>
    ),
  },
  {
    question: 'Who makes the designs?',
    answer: (
      <>
        Independent artists, each with their own shop. Browse them all in the <Link to={paths.sellers}>seller directory</Link>.
      </>
    ),
  },
  {
    question: 'How do I start selling?',
    answer: (
      <>
        Apply on the <Link to={paths.sellerApply}>seller application</Link>. There are no upfront or listing fees: you keep{' '}
        {COMMISSION.sellerPercent}% of each sale. <Link to={paths.pricing}>Pricing</Link>.
      </>
    ),
  },
];

export default function HelpPage() {
  return (
    <ContentPage eyebrow="Help" title="Help center" lead="Answers to the questions shoppers and sellers ask most.">
      <dl className="flex flex-col gap-6">
        {QUESTIONS.map((item) => (
          <div key={item.question} className="border-l-4 border-acid pl-4">
            <dt className="caps text-xl">{item.question}</dt>
            <dd className="mt-1 text-paper/90">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </ContentPage>
  );
}
