import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { SellerApplication } from '../types';
import { formatDate } from '../utils/admin-format';
import { StatusBadge } from './seller-badges';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? 'md:col-span-2' : ''}`}>
      <dt className="caps text-sm text-muted">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted">Not given</span>;

/** Applicants type anything; only a web address becomes a link (never javascript: and the like). */
function PortfolioLink({ link }: { link: string }) {
  if (!/^https?:\/\//i.test(link)) return <span className="break-all">{link}</span>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-acid underline underline-offset-2">
      {link}
    </a>
  );
}

interface ApplicationCardProps {
  application: SellerApplication;
  onApprove: () => void;
  onReject: () => void;
}

/** Everything the applicant wrote, so the admin decides with it in front of them. */
export function ApplicationCard({ application, onApprove, onReject }: ApplicationCardProps) {
  const pending = application.status === 'pending';
  return (
    <li aria-label={application.businessName} className="flex flex-col gap-4 border-2 border-line bg-surface p-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h3 className="caps text-2xl leading-tight break-words">{application.businessName}</h3>
          <p className="text-sm break-words text-muted">
            {application.applicantUsername} · {application.applicantEmail}
          </p>
          <p className="nums text-sm text-muted">
            Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={application.status} />
          {application.applicantEmailVerified
            ? <Badge tone="paper">EMAIL VERIFIED</Badge>
            : <Badge tone="muted">EMAIL NOT VERIFIED</Badge>}
          {pending && (
            <>
              <Button size="sm" onClick={onApprove}>APPROVE</Button>
              <Button size="sm" variant="outline" onClick={onReject}>REJECT</Button>
            </>
          )}
        </div>
      </div>
      <dl className="grid gap-3 border-t-2 border-line pt-4 md:grid-cols-2">
        <Field label="Description" wide>{application.businessDescription}</Field>
        <Field label="Experience" wide>{application.experienceDescription || notGiven}</Field>
        <Field label="Portfolio" wide>
          {application.portfolioLinks.length > 0
            ? <ul className="flex flex-col gap-1">{application.portfolioLinks.map((link) => <li key={link}><PortfolioLink link={link} /></li>)}</ul>
            : notGiven}
        </Field>
        <Field label="Business email">
          {application.businessEmail === application.applicantEmail
            ? <span className="text-muted">Same as the account email</span>
            : application.businessEmail}
        </Field>
        <Field label="Business phone">{application.businessPhone}</Field>
        <Field label="Business address">{application.businessAddress || notGiven}</Field>
        <Field label="Tax ID">{application.taxId || notGiven}</Field>
      </dl>
      {application.adminNotes && <p className="text-sm">Note: {application.adminNotes}</p>}
    </li>
  );
}
