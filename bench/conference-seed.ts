import pg from "pg";
import { books } from "#app/areas/bible/books.ts";

/**
 * The seed of `npm run bench:conference` (issue 50, point 6): a conference the size of a real one,
 * written straight into a migrated PostgreSQL database as its owner (the row-level security does
 * not bind the owner). Every table is filled SERVER-SIDE, `insert … select … from generate_series`,
 * never row by row from Node; ids are made in SQL from a name (`pg_temp.uid('member-17')`), so the
 * bench finds each thing again without reading it back.
 *
 * Layout, for a conference of `churches` churches (300) and `members` members (100 000):
 * member n belongs to church n % churches, so member `church + churches × i` is the church's i-th
 * member: i 0–39 are the people of its two clubs (20 each, i 0 and 20 the directors), i 40–59
 * the members of its two small groups (10 each, i 40 and 50 leading), i 60 the secretary who
 * owns its service orders; the others only read.
 */
export interface ConferenceSize {
  churches: number;
  members: number;
  /** The share of days each member reads a chapter on, over a year (0.3: some 110 readings each). */
  readingShare: number;
}

/** What the bench needs to find again: everything else it computes from the layout above. */
export interface ConferenceSeed {
  seconds: number;
  /** The Sabbath the seed's last club meetings fall on (today or the Saturday before). */
  sabbath: string;
  steps: Array<{ step: string; seconds: number }>;
  tables: Array<{ table: string; rows: number; totalMB: number }>;
}

/** Members per church that the clubs, groups and service orders take (see the layout). */
export const PEOPLE_PER_CLUB = 20;
export const CLUBS_PER_CHURCH = 2;
const GROUP_MEMBERS = 10;
const GROUPS_PER_CHURCH = 2;
/** The member index (within a church) of the secretary who owns its service orders. */
export const SECRETARY = CLUBS_PER_CHURCH * PEOPLE_PER_CLUB + GROUPS_PER_CHURCH * GROUP_MEMBERS;
export const ORDERS_PER_CHURCH = 3;

/** Cities of Brazil with their coordinates: each district is one, its churches around it. */
const CITIES: Array<[string, string, number, number]> = [
  ["São Paulo", "SP", -23.55, -46.63],
  ["Campinas", "SP", -22.91, -47.06],
  ["Santos", "SP", -23.96, -46.33],
  ["Sorocaba", "SP", -23.5, -47.46],
  ["Ribeirão Preto", "SP", -21.18, -47.81],
  ["São José dos Campos", "SP", -23.18, -45.88],
  ["Rio de Janeiro", "RJ", -22.91, -43.17],
  ["Niterói", "RJ", -22.88, -43.1],
  ["Belo Horizonte", "MG", -19.92, -43.94],
  ["Uberlândia", "MG", -18.92, -48.28],
  ["Juiz de Fora", "MG", -21.76, -43.35],
  ["Curitiba", "PR", -25.43, -49.27],
  ["Londrina", "PR", -23.31, -51.16],
  ["Maringá", "PR", -23.42, -51.94],
  ["Florianópolis", "SC", -27.6, -48.55],
  ["Joinville", "SC", -26.3, -48.85],
  ["Porto Alegre", "RS", -30.03, -51.23],
  ["Caxias do Sul", "RS", -29.17, -51.18],
  ["Salvador", "BA", -12.97, -38.5],
  ["Feira de Santana", "BA", -12.27, -38.97],
  ["Recife", "PE", -8.05, -34.88],
  ["Fortaleza", "CE", -3.73, -38.53],
  ["Natal", "RN", -5.79, -35.21],
  ["João Pessoa", "PB", -7.12, -34.86],
  ["Manaus", "AM", -3.12, -60.02],
  ["Belém", "PA", -1.46, -48.5],
  ["Goiânia", "GO", -16.68, -49.25],
  ["Brasília", "DF", -15.79, -47.88],
  ["Campo Grande", "MS", -20.45, -54.62],
  ["Cuiabá", "MT", -15.6, -56.1],
];

const FIRST_NAMES = ["Ana", "João", "Maria", "Pedro", "Lucas", "Júlia", "Gabriel", "Beatriz", "Rafael", "Letícia", "Mateus", "Sofia"];
const SURNAMES = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Carvalho", "Ferreira", "Ribeiro", "Almeida", "Gonçalves"];

/** A Postgres array literal of texts, quoted for SQL. */
const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;

/** The Saturday on or before `today` (YYYY-MM-DD). */
export function sabbathOf(today: Date): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7));
  return day.toISOString().slice(0, 10);
}

/** The statements of the seed, in order; `:churches`, `:members`, `:sabbath`, `:now` filled in by seedConference. */
function statements(): Array<[string, string]> {
  const people = CLUBS_PER_CHURCH * PEOPLE_PER_CLUB;
  return [
    [
      "conference, districts, churches",
      `insert into conferences (id, name, created_at) values (pg_temp.uid('conference'), 'Associação Bench', :now);
       insert into districts (id, conference_id, name, created_at)
         select pg_temp.uid('district-' || d), pg_temp.uid('conference'), 'Distrito ' || (${textArray(CITIES.map((c) => c[0]))})[d + 1], :now
         from generate_series(0, ${CITIES.length - 1}) d;
       insert into churches (id, slug, name, city, district_id, latitude, longitude, created_at)
         select pg_temp.uid('church-' || c), 'igreja-' || c,
           case when c % 10 = 0 then 'Igreja Central de ' else 'Igreja ' || (c % 10) || ' de ' end || city.name,
           city.name, pg_temp.uid('district-' || (c / 10) % ${CITIES.length}),
           city.lat + ((c % 10) - 5) * 0.01, city.lon + ((c % 7) - 3) * 0.01, :now
         from generate_series(0, :churches - 1) c
         cross join lateral (select (${textArray(CITIES.map((x) => x[0]))})[(c / 10) % ${CITIES.length} + 1] as name,
           (array[${CITIES.map((x) => x[2]).join(",")}])[(c / 10) % ${CITIES.length} + 1] as lat,
           (array[${CITIES.map((x) => x[3]).join(",")}])[(c / 10) % ${CITIES.length} + 1] as lon) city;
       insert into church_settings (id, address, email, phone, whatsapp, service_times, pix_key, pix_recipient, updated_at)
         select id, 'Rua das Flores, ' || (row_number() over (order by slug)), 'secretaria@' || slug || '.org.br', '(11) 3333-4444',
           '(11) 99999-0000', 'Sábado: Escola Sabatina às 9h, culto às 10h45', '52998224725', 'Igreja Adventista', :now
         from churches;`,
    ],
    [
      "members",
      `insert into users (id, email, name, age, password_hash, created_at, email_confirmed_at, home_church_id)
         select pg_temp.uid('member-' || n), 'membro' || n || '@exemplo.com',
           (${textArray(FIRST_NAMES)})[n % ${FIRST_NAMES.length} + 1] || ' ' || (${textArray(SURNAMES)})[(n / 7) % ${SURNAMES.length} + 1] || ' ' || n,
           16 + n % 60, '!', :now, :now, pg_temp.uid('church-' || n % :churches)
         from generate_series(0, :members - 1) n;`,
    ],
    [
      "clubs, units, people",
      `insert into clubs (id, name, church, city, region, invite_code, created_at, church_id)
         select pg_temp.uid('club-' || k), case k % 2 when 0 then 'Clube Águias' else 'Clube Luzeiros' end || ' — ' || ch.name,
           ch.name, ch.city, 'Associação Bench', 'B' || lpad(k::text, 7, '0'), :now, ch.id
         from generate_series(0, :churches * ${CLUBS_PER_CHURCH} - 1) k join churches ch on ch.id = pg_temp.uid('church-' || k / 2);
       insert into club_units (id, club_id, name, created_at, name_key)
         select pg_temp.uid('unit-' || k || '-' || u), pg_temp.uid('club-' || k), (array['Leões','Falcões','Panteras','Gaivotas'])[u + 1], :now,
           lower((array['Leões','Falcões','Panteras','Gaivotas'])[u + 1])
         from generate_series(0, :churches * ${CLUBS_PER_CHURCH} - 1) k, generate_series(0, 3) u;
       insert into club_people (id, club_id, user_id, role, status, unit_id, birth_year, created_at)
         select pg_temp.uid('person-' || k || '-' || p), pg_temp.uid('club-' || k),
           pg_temp.uid('member-' || (k / 2 + :churches * ((k % 2) * ${PEOPLE_PER_CLUB} + p))),
           case when p = 0 then 'diretor' when p = 1 then 'secretario' when p < 4 then 'conselheiro' else 'desbravador' end, 'ativo',
           case when p >= 4 then pg_temp.uid('unit-' || k || '-' || p % 4) end, case when p >= 4 then 2010 + p % 6 else 1985 + p end, :now
         from generate_series(0, :churches * ${CLUBS_PER_CHURCH} - 1) k, generate_series(0, ${PEOPLE_PER_CLUB - 1}) p;`,
    ],
    [
      "a year of weekly club meetings with attendance",
      `insert into club_meetings (id, club_id, day, kind, recorded_by, created_at, criteria)
         select pg_temp.uid('meeting-' || k || '-' || w), pg_temp.uid('club-' || k), to_char(:sabbath::date - 7 * w, 'YYYY-MM-DD'),
           'regular', 'Secretaria do clube', :now, ''
         from generate_series(0, :churches * ${CLUBS_PER_CHURCH} - 1) k, generate_series(0, 51) w;
       insert into club_attendance (meeting_id, person_id, status, criteria)
         select pg_temp.uid('meeting-' || k || '-' || w), pg_temp.uid('person-' || k || '-' || p),
           case when random() < 0.8 then 'presente' when random() < 0.7 then 'falta' else 'justificada' end, ''
         from generate_series(0, :churches * ${CLUBS_PER_CHURCH} - 1) k, generate_series(0, 51) w, generate_series(0, ${PEOPLE_PER_CLUB - 1}) p;`,
    ],
    [
      "small groups, their members and weekly meetings",
      `insert into small_groups (id, name, plan_id, start_day, created_at, meeting_weekday, meeting_time, meeting_place, church_id)
         select pg_temp.uid('group-' || g), 'Pequeno Grupo ' || (array['Esperança','Maranata'])[g % 2 + 1], 'salmos-30-dias',
           to_char(:sabbath::date - 300, 'YYYY-MM-DD'), :now, 3, '19:30', 'Casa da família ' || g, pg_temp.uid('church-' || g / 2)
         from generate_series(0, :churches * ${GROUPS_PER_CHURCH} - 1) g;
       insert into small_group_members (group_id, user_id, role, shows_reading, joined_at)
         select pg_temp.uid('group-' || g), pg_temp.uid('member-' || (g / 2 + :churches * (${people} + (g % 2) * ${GROUP_MEMBERS} + j))),
           case when j = 0 then 'leader' else 'member' end, 1, :now
         from generate_series(0, :churches * ${GROUPS_PER_CHURCH} - 1) g, generate_series(0, ${GROUP_MEMBERS - 1}) j;
       insert into small_group_meetings (group_id, day, visitors, recorded_at)
         select pg_temp.uid('group-' || g), to_char(:sabbath::date - 3 - 7 * w, 'YYYY-MM-DD'), (g + w) % 3, :now
         from generate_series(0, :churches * ${GROUPS_PER_CHURCH} - 1) g, generate_series(0, 51) w;
       insert into small_group_attendance (group_id, day, user_id)
         select m.group_id, m.day, gm.user_id from small_group_meetings m join small_group_members gm on gm.group_id = m.group_id
         where random() < 0.8;`,
    ],
    [
      "service orders, news, projects, pledges",
      `insert into service_orders (id, user_id, title, items, shared, revision, created_at, updated_at, church_id)
         select pg_temp.uid('order-' || c || '-' || o), pg_temp.uid('member-' || (c + :churches * ${SECRETARY})),
           (array['Culto de sábado','Escola Sabatina','Culto jovem'])[o + 1],
           '[{"id":"a","kind":"slide","style":"title","title":"Bem-vindos","text":"Culto de adoração"},'
             || '{"id":"b","kind":"hymn","numero":' || (10 + c % 500) || '},'
             || '{"id":"c","kind":"passage","book":"sl","chapter":' || (1 + c % 150) || ',"verses":null,"version":"ACF"},'
             || '{"id":"d","kind":"slide","style":"text","title":"Avisos","text":"Ensaio do coral às 16h."}]',
           1, 1, :now, :now, pg_temp.uid('church-' || c)
         from generate_series(0, :churches - 1) c, generate_series(0, ${ORDERS_PER_CHURCH - 1}) o;
       insert into church_news (id, title, summary, day, category, body, published, created_at, updated_at, church_id)
         select pg_temp.uid('news-' || c || '-' || i), 'Notícia ' || (i + 1) || ' da igreja', 'Resumo da notícia da semana.',
           to_char(:sabbath::date - 7 * i, 'YYYY-MM-DD'), 'evento', 'Texto da notícia, com os detalhes do evento e os horários.', 1, :now, :now,
           pg_temp.uid('church-' || c)
         from generate_series(0, :churches - 1) c, generate_series(0, 4) i;
       insert into church_projects (id, title, summary, location, body, pix_key, goal_cents, published, created_at, updated_at, pix_recipient, show_total, church_id)
         select pg_temp.uid('project-' || c || '-' || i), (array['Reforma do templo','Missão no bairro'])[i + 1], 'Ajude este projeto.',
           'Bairro da igreja', 'O que o projeto faz e como ajudar.', '52998224725', 5000000, 1, :now, :now, 'Igreja Adventista', 1,
           pg_temp.uid('church-' || c)
         from generate_series(0, :churches - 1) c, generate_series(0, 1) i;
       insert into donation_pledges (id, user_id, amount_cents, method, project_id, created_at, reference, church_id)
         select pg_temp.uid('pledge-' || c || '-' || i), pg_temp.uid('member-' || (c + :churches * (i % 300))), 1000 + (i * 37 % 50) * 500,
           (array['pix','cartao','boleto'])[i % 3 + 1], case when i % 2 = 0 then pg_temp.uid('project-' || c || '-' || i % 4 / 2) end,
           to_char(:sabbath::date - i % 365, 'YYYY-MM-DD') || 'T12:00:00.000Z', 'S' || lpad((c * 100 + i)::text, 9, '0'), pg_temp.uid('church-' || c)
         from generate_series(0, :churches - 1) c, generate_series(0, 49) i;`,
    ],
  ];
}

/** A year of readings (reading_history): each member reads a chapter on `readingShare` of the days. */
function readings(from: number, to: number, share: number): string {
  const caps = books.map((b) => b.capitulos).join(",");
  return `insert into reading_history (id, user_id, type, title, reference, book, chapter, read_at)
    select gen_random_uuid()::text, pg_temp.uid('member-' || n), 'bible', b.nome || ' ' || ch, b.abrev || ' ' || ch, b.id, ch,
      to_char((:sabbath::date - d)::timestamp + interval '6 hours' + (n % 900) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from generate_series(${from}, ${to - 1}) n
    cross join generate_series(0, 364) d
    cross join lateral (select (n * 7 + d * 13) % ${books.length} + 1 as i) pick
    cross join lateral (select (${textArray(books.map((b) => b.id))})[pick.i] as id, (${textArray(books.map((b) => b.nome))})[pick.i] as nome,
      (${textArray(books.map((b) => b.abrev))})[pick.i] as abrev, 1 + (n + d) % (array[${caps}])[pick.i] as ch) b
    where random() < ${share}`;
}

/** The tables the seed fills, with their rows and their size on disk (MB, indexes included). */
async function tableSizes(client: pg.Client): Promise<ConferenceSeed["tables"]> {
  const tables = [
    "users",
    "churches",
    "clubs",
    "club_people",
    "club_meetings",
    "club_attendance",
    "small_groups",
    "small_group_attendance",
    "service_orders",
    "donation_pledges",
    "church_news",
    "reading_history",
    "sessions",
  ];
  const rows = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ rows: string; bytes: string }>(
      `select (select count(*) from ${table}) as rows, pg_total_relation_size('${table}') as bytes`,
    );
    rows.push({ table, rows: Number(found[0]!.rows), totalMB: Math.round(Number(found[0]!.bytes) / 2 ** 20) });
  }
  return rows;
}

/** Seeds a migrated, empty database as its owner (see the layout above); logs each step as it ends. */
export async function seedConference(ownerUrl: string, size: ConferenceSize, log: (message: string) => void): Promise<ConferenceSeed> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const steps: ConferenceSeed["steps"] = [];
  const sabbath = sabbathOf(new Date());
  const fill = (text: string) =>
    text
      .replaceAll(":churches", String(size.churches))
      .replaceAll(":members", String(size.members))
      .replaceAll(":sabbath", `'${sabbath}'`)
      .replaceAll(":now", `'${new Date().toISOString()}'`);
  const step = async (name: string, text: string) => {
    const t = performance.now();
    await client.query(fill(text));
    steps.push({ step: name, seconds: Math.round((performance.now() - t) / 100) / 10 });
    log(`seed: ${name} in ${steps.at(-1)!.seconds} s`);
  };
  try {
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'`);
    await client.query(`create function pg_temp.uid(seed text) returns text language sql immutable as $$
      select substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12)
      from (select md5(seed) as h) x $$`);
    for (const [name, text] of statements()) await step(name, text);
    // The year of readings without its two indexes, built once after: 11 million rows indexed one by one take several times longer.
    await client.query(`alter table reading_history drop constraint reading_history_pkey; drop index reading_history_user_read_at`);
    const chunk = 10_000;
    for (let from = 0; from < size.members; from += chunk) {
      await step(
        `readings of members ${from}–${Math.min(size.members, from + chunk) - 1}`,
        readings(from, Math.min(size.members, from + chunk), size.readingShare),
      );
    }
    await step(
      "reading_history's indexes",
      `alter table reading_history add constraint reading_history_pkey primary key (id);
       create index reading_history_user_read_at on reading_history (user_id, read_at);`,
    );
    await step("analyze", "analyze");
    return { seconds: Math.round((performance.now() - started) / 100) / 10, sabbath, steps, tables: await tableSizes(client) };
  } finally {
    await client.end();
  }
}
