# The postgres profile's database (docker-compose.yml): Debian's PostgreSQL 15 on the same Debian
# bookworm base as the application image, so it builds wherever that one does (no other image to pull).
FROM node:20-bookworm-slim
LABEL casino-portal.stack=local
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
# The volume mounted here takes this owner when it is created.
RUN mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
COPY postgres.sh /usr/local/bin/postgres.sh
USER postgres
EXPOSE 5432
CMD ["sh", "/usr/local/bin/postgres.sh"]
