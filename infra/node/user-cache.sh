# Sourced by the scripts that keep one copy of something per user (Node, installed packages).

# The folder they share: ~/.cache/cardiff-academy (or under $XDG_CACHE_HOME); empty without a home.
user_cache_dir() {
  local root=${XDG_CACHE_HOME:-${HOME:+$HOME/.cache}}
  echo "${root:+$root/cardiff-academy}"
}

# Renames the finished folder $1 to $2, unless $2 already passes the check named by $3 (another
# clone got there first): a clone never sees half of one.
move_into_place() {
  local staging=$1 target=$2 is_complete=$3
  if "$is_complete" "$target"; then
    rm -rf "$staging"
  else
    rm -rf "$target" && mv "$staging" "$target"
  fi
}
