import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each record column that holds a kept master list's values, and the constant column naming that list. */
const BINDINGS = [
  { list: 'designation', table: 'directors', column: 'designation', listColumn: 'designation_list' },
  { list: 'designation', table: 'rti_officers', column: 'designation', listColumn: 'designation_list' },
  { list: 'designation', table: 'rti_authorities', column: 'designation', listColumn: 'designation_list' },
  { list: 'authRole', table: 'rti_authorities', column: 'role', listColumn: 'role_list' },
];

const constraintOf = (binding: (typeof BINDINGS)[number]) => `${binding.table}_${binding.column}_listed`;

/**
 * Administrators now add, rename and delete designations and authority roles. A foreign key from every record
 * column to the list makes the database hold them together whatever the timing: a rename carries the records
 * along in its own statement (ON UPDATE CASCADE), and a value still held cannot go (RESTRICT). The list's
 * primary key is (list, value), so each column gets a constant partner naming its list.
 *
 * Values may differ only in letter case no more. Records written before the lists were checked may hold values
 * the list lacks: those join the list (after its own values) rather than be lost, and a record spelling a listed
 * value in other letter case takes the list's spelling.
 */
export class MasterValuesBoundToRecords1764700000000 implements MigrationInterface {
  name = 'MasterValuesBoundToRecords1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { list, table, column } of BINDINGS) {
      await queryRunner.query(
        `INSERT INTO directories.master_values (list, value, sort_order)
         SELECT $1::varchar, min(record.${column}),
           (SELECT COALESCE(MAX(sort_order), -1) FROM directories.master_values WHERE list = $1)
             + row_number() OVER (ORDER BY lower(record.${column}))
         FROM directories.${table} record
         WHERE NOT EXISTS (
           SELECT 1 FROM directories.master_values listed
           WHERE listed.list = $1 AND lower(listed.value) = lower(record.${column}))
         GROUP BY lower(record.${column})`,
        [list],
      );
    }
    for (const { list, table, column } of BINDINGS) {
      await queryRunner.query(
        `UPDATE directories.${table} record SET ${column} = listed.value
         FROM directories.master_values listed
         WHERE listed.list = $1 AND lower(listed.value) = lower(record.${column}) AND listed.value <> record.${column}`,
        [list],
      );
    }
    await queryRunner.query(
      'CREATE UNIQUE INDEX master_values_folded_value_key ON directories.master_values (list, lower(value))',
    );
    for (const binding of BINDINGS) {
      const { list, table, column, listColumn } = binding;
      await queryRunner.query(`
        ALTER TABLE directories.${table}
          ADD COLUMN ${listColumn} varchar(20) NOT NULL DEFAULT '${list}' CHECK (${listColumn} = '${list}'),
          ADD CONSTRAINT ${constraintOf(binding)} FOREIGN KEY (${listColumn}, ${column})
            REFERENCES directories.master_values (list, value) ON UPDATE CASCADE ON DELETE RESTRICT`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const binding of [...BINDINGS].reverse()) {
      await queryRunner.query(
        `ALTER TABLE directories.${binding.table}
           DROP CONSTRAINT ${constraintOf(binding)},
           DROP COLUMN ${binding.listColumn}`,
      );
    }
    await queryRunner.query('DROP INDEX directories.master_values_folded_value_key');
  }
}
