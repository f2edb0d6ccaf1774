-- A tool's or variant's maker's part number (issue 43), as a shopping feed names it beside
-- the GTIN. Makers may share a part number, so it is not unique.
ALTER TABLE tools ADD COLUMN mpn TEXT NOT NULL DEFAULT '';
ALTER TABLE variants ADD COLUMN mpn TEXT NOT NULL DEFAULT '';
