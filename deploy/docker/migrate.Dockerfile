# syntax=docker/dockerfile:1
# The migration runner, run once per release by the migration Job. Generated from the feature registry by scripts/deploy/render-dockerfiles.ts
# (npm run render:dockerfiles): edit the generator, not this file. `npm run images:build` stages the
# build context and builds it (docs/deploy.md, "Images"); by hand, from the staged folder:
#   podman build --format docker -f deploy/docker/migrate.Dockerfile -t alive/migrate:<version> <staging>/migrate

FROM localhost/alive/node:20.20.2-bookworm
WORKDIR /app
ENV NODE_ENV=production
# The bundled entry, and the production-only install of the packages it leaves outside (scripts/images/stage-image.ts).
COPY --chown=0:0 app/ /app/

USER 1000:1000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "libs/db/src/migrate/cli.mjs"]
