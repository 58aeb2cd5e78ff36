import * as React from "react"
import { graphql } from "gatsby"
import { feeRowId, formatPrice } from "../../lib/fees"
import * as wording from "../../lib/wording"
import * as styles from "./fee-table.module.css"

export const query = graphql`
  fragment FeeTable on FeesYaml {
    visits {
      slug
      name
      description
      minutes
      price
      coverage
      coverageNote
    }
    taxes
    notes
  }
`

/**
 * What each visit costs: a table with a caption and header cells (each visit's name heads its row), four columns
 * that fit a phone's width without scrolling sideways, then how tax applies and anything else about the fees.
 */
const FeeTable = ({ fees }: { fees: Queries.FeeTableFragment }) => (
  <div className={styles.fees}>
    <table className={styles.table}>
      <caption className={styles.caption}>{wording.feeTableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{wording.feeColumns.visit}</th>
          <th scope="col">{wording.feeColumns.minutes}</th>
          <th scope="col">{wording.feeColumns.price}</th>
          <th scope="col">{wording.feeColumns.coverage}</th>
        </tr>
      </thead>
      <tbody>
        {fees.visits.map(visit => (
          <tr key={visit.slug} id={feeRowId(visit.slug)}>
            <th scope="row">
              {visit.name}
              {visit.description && <span className={styles.detail}>{visit.description}</span>}
            </th>
            <td>{wording.minutes(visit.minutes)}</td>
            <td className={styles.price}>{formatPrice(visit.price)}</td>
            <td>
              {wording.coverage[visit.coverage as keyof typeof wording.coverage]}
              {visit.coverageNote && <span className={styles.detail}>{visit.coverageNote}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    <div className={styles.notes}>
      <p>{fees.taxes}</p>
      {fees.notes && fees.notes.length > 0 && (
        <ul>
          {fees.notes.map(note => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  </div>
)

export default FeeTable
