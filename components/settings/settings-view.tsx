"use client";

import { DetailList, Section } from "@/components/layout/section";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client/fetcher";
import { useMe } from "@/lib/api-client/me";
import { PLANS, PlanForm } from "./plan-form";

export function SettingsView() {
  const me = useMe();
  // Signed-in requests act in the first organization (the API's default).
  const organization = me.data?.organizations[0];
  const loading = <Skeleton className="h-4 w-32" />;
  const plan = PLANS.find((p) => p.value === organization?.plan);

  return (
    <>
      <PageHeader title="Settings" description="Your account and organization." />
      {me.isError && (
        <Notice
          tone="danger"
          className="mb-6"
          title="Could not load your settings"
          action={
            <Button size="sm" onClick={() => me.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(me.error)}
        </Notice>
      )}
      <div className="space-y-8">
        <Section title="Account">
          <DetailList
            items={[
              { label: "Name", value: me.data ? me.data.user.name : loading },
              { label: "Email", value: me.data ? me.data.user.email : loading },
            ]}
          />
        </Section>
        <Section title="Organization">
          <DetailList
            items={[
              { label: "Name", value: organization ? organization.name : loading },
              { label: "Plan", value: organization ? <Badge tone="accent">{plan?.label ?? organization.plan}</Badge> : loading },
              { label: "Your role", value: organization ? <span className="capitalize">{organization.role}</span> : loading },
            ]}
          />
        </Section>
        {organization && (
          <Section
            title="Plan and rate limit"
            description="Limits apply per API key per minute, and per user for signed-in requests; over the limit the API answers 429."
          >
            {organization.role === "owner" ? (
              <PlanForm key={organization.id} plan={organization.plan} />
            ) : (
              <Notice>
                {plan?.limit ? `${plan.limit} requests per minute on the ${plan.label} plan.` : "A custom limit on the Enterprise plan."} Only
                an owner of the organization can change the plan.
              </Notice>
            )}
          </Section>
        )}
      </div>
    </>
  );
}
