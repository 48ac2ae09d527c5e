# What an install-manifest line may name, shared by scripts/install-app and scripts/uninstall-app.
# Sourced; both functions read $root, the directory the manifest's paths are relative to.

# Whether $1 is a plain path inside the prefix: relative, without . or .. parts ("." alone is the
# prefix itself).
manifest_path_is_plain() { case /$1/ in *//* | */../* | */./*) [ "$1" = . ] ;; *) true ;; esac; }

# Whether no directory between $root and $root/$1 is a symbolic link, so that removing $root/$1
# cannot reach a file outside the prefix.
manifest_path_stays_inside() {
    local part=$root rest=$1
    while [ "${rest#*/}" != "$rest" ]; do
        part="$part/${rest%%/*}"
        rest=${rest#*/}
        [ -L "$part" ] && return 1
    done
    return 0
}
