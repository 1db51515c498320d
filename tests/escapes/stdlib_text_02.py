# expect: guest AttributeError
# technique: str.format traversal from a Template into its delimiter and pattern
import string
"{0.pattern.pattern}".format(string.Template("$x"))
