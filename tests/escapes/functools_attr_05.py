# expect: value {"sep": "-"}
# technique: functools.partial(...).keywords holds only the guest's own keywords
import functools
functools.partial(print, sep="-").keywords
