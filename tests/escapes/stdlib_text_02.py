# expect: guest AttributeError
# technique: str.format traversal from a Template into its pattern and on to the compiled engine behind it (the guard refuses _sk_real)
import string
"{0.pattern._sk_real}".format(string.Template("$x"))
