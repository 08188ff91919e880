; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32"
target triple = "i686-w64-windows-gnu"

; Function Attrs: mustprogress noinline
define dso_local void @_Z1fv() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  invoke void @_Z1gv()
          to label %3 unwind label %4

3:                                                ; preds = %0
  br label %11

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  store ptr %6, ptr %1, align 4
  %7 = extractvalue { ptr, i32 } %5, 1
  store i32 %7, ptr %2, align 4
  br label %8

8:                                                ; preds = %4
  %9 = load ptr, ptr %1, align 4
  %10 = call ptr @__cxa_begin_catch(ptr %9) #2
  call void @__cxa_end_catch()
  br label %11

11:                                               ; preds = %8, %3
  ret void
}

declare dso_local void @_Z1gv() #1

declare dso_local i32 @__gxx_personality_v0(...)

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

attributes #0 = { mustprogress noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
