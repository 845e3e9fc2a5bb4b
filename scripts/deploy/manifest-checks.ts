import { basename } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROUTES, type ServiceName } from '@seedcorp/contracts/route-table';
import {
  DEPLOYABLE_NAMES,
  DEPLOYABLES,
  JWT_KEY_FILES,
  MIGRATIONS_WAIT,
  OPERATOR_SECRETS,
  type DeployableName,
} from './deployables';
import {
  configProblems,
  environmentProblems,
  migrationsStepProblems,
  migrationsWaitProblems,
  type Environment,
} from './environment-checks';

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
 * Every Deployment of the platform runs an image with probes, limits and a locked-down, non-root context, its init
 * containers too (the dev overlay's throw-away backing services are not the platform's).
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
    const initContainers: Manifest[] = spec.initContainers ?? [];
    for (const container of [...initContainers, ...(spec.containers ?? [])]) {
      const where = `${name}/${container.name}`;
      if (!container.image) problems.push(`${where}: no image`);
      // An init container runs to completion before the pod serves: nothing to probe.
      if (!initContainers.includes(container) && (!container.livenessProbe || !container.readinessProbe)) {
        problems.push(`${where}: probes missing`);
      }
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

const named = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);

/** A Secret's keys and values: the overlay's own (dev), else the placeholders of one the operator creates. */
function secretData(manifests: Manifest[], name: string): Record<string, string> | undefined {
  const rendered = named(manifests, 'Secret', name);
  if (!rendered) return OPERATOR_SECRETS[name];
  const decoded = Object.entries((rendered.data ?? {}) as Record<string, string>).map(([key, value]) => [
    key,
    Buffer.from(value, 'base64').toString('utf8'),
  ]);
  return { ...Object.fromEntries(decoded), ...(rendered.stringData ?? {}) };
}

const configMapData = (manifests: Manifest[], name: string): Record<string, string> | undefined =>
  named(manifests, 'ConfigMap', name)?.data;

/**
 * The variables a container starts with: what its envFrom brings, then its env. A variable taken from an optional
 * key nobody set is still wired (empty), as the operator may set it later.
 */
function containerEnvironment(
  container: Manifest,
  manifests: Manifest[],
  where: string,
): { env: Environment; problems: string[] } {
  const env: Environment = {};
  const problems: string[] = [];
  const source = (kind: 'Secret' | 'ConfigMap', name: string) => {
    const data = kind === 'Secret' ? secretData(manifests, name) : configMapData(manifests, name);
    if (!data) problems.push(`${where}: ${kind} ${name} is neither in the overlay nor one the operator creates`);
    return data ?? {};
  };
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, source('ConfigMap', from.configMapRef.name));
    if (from.secretRef) Object.assign(env, source('Secret', from.secretRef.name));
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef ?? variable.valueFrom?.configMapKeyRef;
    if (!ref) {
      env[variable.name] = String(variable.value ?? '');
      continue;
    }
    const value = source(variable.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap', ref.name)[ref.key];
    if (value === undefined && !ref.optional)
      problems.push(`${where}: ${variable.name} names no ${ref.name}.${ref.key}`);
    env[variable.name] = value ?? '';
  }
  return { env, problems };
}

/**
 * Each key file a container is told of is mounted there, from a Secret holding it; a container given the public
 * key only has no mount holding the private one.
 */
function keyFileProblems(deployable: DeployableName, pod: Manifest, container: Manifest, env: Environment): string[] {
  const where = `${deployable}/${container.name}`;
  const mounted = (container.volumeMounts ?? []).flatMap((mount: Manifest) => {
    const volume = (pod.volumes ?? []).find((candidate: Manifest) => candidate.name === mount.name);
    if (!volume?.secret) return [];
    const files: string[] = volume.secret.items
      ? volume.secret.items.map((item: Manifest) => item.path)
      : Object.keys(OPERATOR_SECRETS[volume.secret.secretName] ?? {});
    return files.map((file) => `${mount.mountPath}/${file}`);
  }) as string[];
  const problems: string[] = [];
  for (const variable of ['JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY_FILE']) {
    const file = env[variable];
    if (file && DEPLOYABLES[deployable].jwtKeys !== 'none' && !mounted.includes(file)) {
      problems.push(`${where}: ${variable} names ${file}, which no Secret is mounted as`);
    }
  }
  const privateKey = basename(JWT_KEY_FILES.private);
  if (
    DEPLOYABLES[deployable].jwtKeys !== 'public and private' &&
    mounted.some((file) => basename(file) === privateKey)
  ) {
    problems.push(`${where}: ${privateKey} mounted, which it does not need`);
  }
  return problems;
}

/** The init container that holds a service's pods until the migrations of their release are applied. */
function migrationsWaitProblemsOf(name: ServiceName, deployment: Manifest, manifests: Manifest[]): string[] {
  const pod = podSpec(deployment);
  const wait = (pod.initContainers ?? []).find((container: Manifest) => container.name === MIGRATIONS_WAIT.container);
  if (!wait) return [`${name}: starts without waiting for the migrations step`];
  const problems: string[] = [];
  const where = `${name}/${wait.name}`;
  if (wait.image !== pod.containers[0].image) problems.push(`${where}: runs ${wait.image}, not this release's image`);
  if (!(wait.command ?? []).includes(MIGRATIONS_WAIT.script(name))) {
    problems.push(`${where}: does not run ${MIGRATIONS_WAIT.script(name)}`);
  }
  const { env, problems: wiring } = containerEnvironment(wait, manifests, where);
  return [...problems, ...wiring, ...migrationsWaitProblems(env, where)];
}

/**
 * Whether the rendered overlay runs each deployable as the description says: its port, probes, Service, scaling,
 * the variables it needs (passed through its own config loader), its key files, and for each service a wait for
 * the migrations. `production`: operator settings are expected, and the replicas are the description's.
 */
export function deployableProblems(manifests: Manifest[], options: { production: boolean }): string[] {
  return DEPLOYABLE_NAMES.flatMap((name) => {
    const deployable = DEPLOYABLES[name];
    const deployment = named(manifests, 'Deployment', name);
    if (!deployment) return [`${name}: no Deployment`];
    const pod = podSpec(deployment);
    const container = pod.containers.find((candidate: Manifest) => candidate.name === name);
    if (!container) return [`${name}: no container named ${name}`];
    const problems: string[] = [];
    const ports = (container.ports ?? []).map((port: Manifest) => port.containerPort);
    if (!ports.includes(deployable.port))
      problems.push(`${name}: listens on ${ports.join(', ')}, not ${deployable.port}`);
    for (const [probe, path] of [
      ['livenessProbe', deployable.probes.liveness],
      ['readinessProbe', deployable.probes.readiness],
    ]) {
      if (container[probe]?.httpGet?.path !== path) problems.push(`${name}: ${probe} does not ask ${path}`);
    }
    // Others reach it at http://<name>:<port>; the gateway's own Service is the ingress's way in.
    const service = named(manifests, 'Service', name);
    if (!service) problems.push(`${name}: no Service`);
    else if (name !== 'gateway' && !service.spec.ports.some((port: Manifest) => port.port === deployable.port)) {
      problems.push(`${name}: its Service does not answer on ${deployable.port}`);
    }
    const autoscaler = named(manifests, 'HorizontalPodAutoscaler', name);
    const scales = deployable.scaling.maxReplicas > deployable.scaling.minReplicas;
    if (scales !== Boolean(autoscaler)) problems.push(`${name}: ${scales ? 'no' : 'an'} autoscaler`);
    if (autoscaler && autoscaler.spec.maxReplicas !== deployable.scaling.maxReplicas) {
      problems.push(`${name}: scales to ${autoscaler.spec.maxReplicas}, not ${deployable.scaling.maxReplicas}`);
    }
    if (options.production) {
      const least = autoscaler?.spec.minReplicas ?? deployment.spec.replicas;
      if (deployment.spec.replicas !== deployable.scaling.minReplicas || least !== deployable.scaling.minReplicas) {
        problems.push(`${name}: ${deployment.spec.replicas} replicas, not ${deployable.scaling.minReplicas}`);
      }
    }
    const { env, problems: wiring } = containerEnvironment(container, manifests, name);
    problems.push(
      ...wiring,
      ...environmentProblems(name, env, 'container', { withOperatorSettings: options.production }),
      ...configProblems(name, env),
      ...keyFileProblems(name, pod, container, env),
    );
    if (deployable.database) problems.push(...migrationsWaitProblemsOf(name as ServiceName, deployment, manifests));
    return problems;
  });
}

/** The migrations Job is given what every service's migrations, the admins and the bucket need. */
export function migrationsJobProblems(manifests: Manifest[]): string[] {
  const job = named(manifests, 'Job', 'migrations');
  if (!job) return ['no migrations Job'];
  const { env, problems } = containerEnvironment(podSpec(job).containers[0], manifests, 'migrations');
  return [...problems, ...migrationsStepProblems(env, 'migrations')];
}
