import { parseAllDocuments } from 'yaml';
import { ROUTES } from '../../gateway/nginx-config';

/** One object of a rendered overlay, loosely typed: the checks read only what they name. */
export type Manifest = {
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
};

export const parseManifests = (text: string): Manifest[] =>
  parseAllDocuments(text)
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);

const ofKind = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const podSpec = (workload: Manifest) => workload.spec.template.spec;
const podLabels = (workload: Manifest): Record<string, string> => workload.spec.template.metadata.labels ?? {};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * Every Deployment of the platform runs an image with probes, limits and a locked-down, non-root context (the dev
 * overlay's throw-away backing services are not the platform's).
 */
export function workloadProblems(manifests: Manifest[]): string[] {
  const platform = ofKind(manifests, 'Deployment').filter(
    (deployment) => deployment.metadata.labels?.['app.kubernetes.io/part-of'] === 'seedcorp',
  );
  return platform.flatMap((deployment) => {
    const name = deployment.metadata.name;
    const spec = podSpec(deployment);
    const problems: string[] = [];
    if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${name}: not runAsNonRoot`);
    if (spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      problems.push(`${name}: no RuntimeDefault seccomp`);
    for (const container of spec.containers ?? []) {
      const where = `${name}/${container.name}`;
      if (!container.image) problems.push(`${where}: no image`);
      if (!container.livenessProbe || !container.readinessProbe) problems.push(`${where}: probes missing`);
      if (!container.resources?.limits?.memory || !container.resources?.requests?.cpu) {
        problems.push(`${where}: requests or limits missing`);
      }
      const context = container.securityContext ?? {};
      if (context.readOnlyRootFilesystem !== true) problems.push(`${where}: root file system writable`);
      if (context.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
      if (!(context.capabilities?.drop ?? []).includes('ALL')) problems.push(`${where}: capabilities not dropped`);
    }
    return problems;
  });
}

/** Every Service selects pods that exist and names ports they have; every HPA and Ingress points at what exists. */
export function referenceProblems(manifests: Manifest[]): string[] {
  const workloads = [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'StatefulSet')];
  const services = ofKind(manifests, 'Service');
  const problems: string[] = [];
  for (const service of services) {
    const selected = workloads.filter((workload) => matches(service.spec.selector ?? {}, podLabels(workload)));
    if (selected.length === 0) {
      problems.push(`Service ${service.metadata.name}: selects no pods`);
      continue;
    }
    const ports = selected.flatMap((workload) =>
      podSpec(workload).containers.flatMap((container: Manifest) =>
        (container.ports ?? []).flatMap((port: Manifest) => [port.name, port.containerPort]),
      ),
    );
    for (const port of service.spec.ports ?? []) {
      if (!ports.includes(port.targetPort ?? port.port)) {
        problems.push(`Service ${service.metadata.name}: no port ${String(port.targetPort ?? port.port)} on its pods`);
      }
    }
  }
  const deployments = new Set(ofKind(manifests, 'Deployment').map((deployment) => deployment.metadata.name));
  for (const autoscaler of ofKind(manifests, 'HorizontalPodAutoscaler')) {
    if (!deployments.has(autoscaler.spec.scaleTargetRef.name)) {
      problems.push(`HorizontalPodAutoscaler ${autoscaler.metadata.name}: no Deployment to scale`);
    }
  }
  const serviceNames = new Set(services.map((service) => service.metadata.name));
  for (const ingress of ofKind(manifests, 'Ingress')) {
    for (const rule of ingress.spec.rules ?? []) {
      for (const path of rule.http.paths) {
        if (!serviceNames.has(path.backend.service.name)) {
          problems.push(`Ingress ${ingress.metadata.name}: no Service ${path.backend.service.name}`);
        }
      }
    }
    const limit = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
    if (limit !== largestUpload()) {
      problems.push(
        `Ingress ${ingress.metadata.name}: body limit ${String(limit)}, the route table's is ${largestUpload()}`,
      );
    }
    if (!(ingress.spec.tls ?? []).some((tls: Manifest) => tls.secretName)) {
      problems.push(`Ingress ${ingress.metadata.name}: no TLS secret`);
    }
  }
  return problems;
}

/** The largest body any route takes, as nginx writes it ('3m'): the ingress must let it through. */
export function largestUpload(): string {
  const megabytes = Object.values(ROUTES.uploads).map((limit) => Number.parseInt(limit, 10));
  return `${Math.max(...megabytes)}m`;
}

/** A production overlay names Secrets the operator creates; it never carries a secret value itself. */
export function literalSecretProblems(manifests: Manifest[]): string[] {
  const inSecrets = ofKind(manifests, 'Secret').map((secret) => `Secret ${secret.metadata.name} holds values`);
  const inEnv = [
    ...ofKind(manifests, 'Deployment'),
    ...ofKind(manifests, 'Job'),
    ...ofKind(manifests, 'StatefulSet'),
  ].flatMap((workload) =>
    podSpec(workload).containers.flatMap((container: Manifest) =>
      (container.env ?? [])
        .filter((variable: Manifest) =>
          /(PASSWORD|SECRET|SECRET_KEY|PRIVATE_KEY|DATABASE_URL|REDIS_URL)$/.test(variable.name),
        )
        .filter((variable: Manifest) => variable.value !== undefined)
        .map((variable: Manifest) => `${workload.metadata.name}: ${variable.name} written in the manifest`),
    ),
  );
  return [...inSecrets, ...inEnv];
}

/** A flow a NetworkPolicy allows between two components, e.g. 'gateway -> media:3002'. */
export function allowedFlows(manifests: Manifest[]): string[] {
  const flows = new Set<string>();
  const policies = ofKind(manifests, 'NetworkPolicy');
  const name = (selector: Manifest | undefined) => selector?.matchLabels?.['app.kubernetes.io/name'];
  for (const policy of policies) {
    const from = name(policy.spec.podSelector);
    if (!from) continue;
    for (const rule of policy.spec.egress ?? []) {
      for (const peer of rule.to ?? []) {
        const to = name(peer.podSelector);
        if (!to) continue;
        for (const port of rule.ports ?? []) {
          // A flow is allowed only when the target's own policy also lets the caller in on that port.
          const target = policies.find((candidate) => name(candidate.spec.podSelector) === to);
          const admitted = (target?.spec.ingress ?? []).some(
            (ingress: Manifest) =>
              (ingress.from ?? []).some((source: Manifest) => name(source.podSelector) === from) &&
              (ingress.ports ?? []).some((allowed: Manifest) => allowed.port === port.port),
          );
          if (admitted) flows.add(`${from} -> ${to}:${String(port.port)}`);
        }
      }
    }
  }
  return [...flows].sort();
}

/** Whether every pod starts from "deny all", so only the listed flows exist. */
export const deniesByDefault = (manifests: Manifest[]): boolean =>
  ofKind(manifests, 'NetworkPolicy').some(
    (policy) =>
      Object.keys(policy.spec.podSelector ?? {}).length === 0 &&
      ['Ingress', 'Egress'].every((type) => (policy.spec.policyTypes ?? []).includes(type)) &&
      !policy.spec.ingress &&
      !policy.spec.egress,
  );
