; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: mustprogress noinline
define dso_local void @_Z1fv() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  invoke void @_Z1gv()
          to label %3 unwind label %4

3:                                                ; preds = %0
  br label %11

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* null
  %6 = extractvalue { i8*, i32 } %5, 0
  store i8* %6, i8** %1, align 8
  %7 = extractvalue { i8*, i32 } %5, 1
  store i32 %7, i32* %2, align 4
  br label %8

8:                                                ; preds = %4
  %9 = load i8*, i8** %1, align 8
  %10 = call i8* @__cxa_begin_catch(i8* %9) #2
  call void @__cxa_end_catch()
  br label %11

11:                                               ; preds = %8, %3
  ret void
}

declare void @_Z1gv() #1

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

attributes #0 = { mustprogress noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
