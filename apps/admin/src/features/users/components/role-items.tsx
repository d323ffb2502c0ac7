type Props = {
  account: { additionalusertype: string | null; AddtionalRole: readonly string[] };
  /** The items' class ("chip", "user-tag"); the admin role's adds its `--admin` modifier. */
  itemClass: string;
};

/** An account's roles as list items: its admin role first, then its other roles. */
export function RoleItems({ account, itemClass }: Props) {
  return (
    <>
      {account.additionalusertype && (
        <li className={`${itemClass} ${itemClass}--admin`}>{account.additionalusertype}</li>
      )}
      {account.AddtionalRole.map((role) => (
        <li key={role} className={itemClass}>
          {role}
        </li>
      ))}
    </>
  );
}
