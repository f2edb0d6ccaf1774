-- A tool's details beyond the spec's fields: its pictures in order, each {url, alt}, the
-- first being its image; its brand, with the slug GET /tools?brand= finds it by; its SKU,
-- one tool's only; its specifications [{name, value}]. Pictures and specifications are
-- JSON: always read and written whole with their tool, never searched into. The tools
-- stored before have their image as their one picture. The SQLite twin differs only in
-- how it writes that JSON.

ALTER TABLE tools ADD COLUMN pictures TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tools ADD COLUMN brand TEXT NOT NULL DEFAULT '';
ALTER TABLE tools ADD COLUMN brand_slug TEXT NOT NULL DEFAULT '';
ALTER TABLE tools ADD COLUMN sku TEXT;
ALTER TABLE tools ADD COLUMN specs TEXT NOT NULL DEFAULT '[]';

UPDATE tools SET pictures = json_build_array(json_build_object('url', image, 'alt', ''))::text;

CREATE UNIQUE INDEX tools_sku ON tools (sku);
-- A brand's page reads its tools in the catalogue's order, as tools_by_age does (023).
CREATE INDEX tools_by_brand ON tools (brand_slug, created_at, id);
