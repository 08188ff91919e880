; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %47, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %53

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i32 noundef %10)
          to label %12 unwind label %23

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = icmp ne i32 %13, 2
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = call i8* @__cxa_allocate_exception(i32 4) #2
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %3, align 4
  %19 = mul nsw i32 %18, 10
  store i32 %19, i32* %17, align 16
  invoke void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %60 unwind label %23

20:                                               ; preds = %12
  %21 = load i32, i32* %3, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %21)
          to label %50 unwind label %23

23:                                               ; preds = %20, %15, %9
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i8** @_ZTIi to i8*)]
  %27 = call i8* @llvm.wasm.get.exception(token %26)
  store i8* %27, i8** %4, align 4
  %28 = call i32 @llvm.wasm.get.ehselector(token %26)
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %25
  %32 = load i8*, i8** %4, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #2 [ "funclet"(token %26) ]
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %5, align 4
  %36 = load i32, i32* %5, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i32 0, i32 0), i32 noundef %36) [ "funclet"(token %26) ]
          to label %38 unwind label %51

38:                                               ; preds = %31
  %39 = load i32, i32* %5, align 4
  %40 = load i32, i32* %2, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %2, align 4
  call void @__cxa_end_catch() #2 [ "funclet"(token %26) ]
  catchret from %26 to label %42

42:                                               ; preds = %38
  br label %44

43:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %26) ]
  unreachable

44:                                               ; preds = %42, %50
  %45 = load i32, i32* %3, align 4
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i32 noundef %45)
  br label %47

47:                                               ; preds = %44
  %48 = load i32, i32* %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %3, align 4
  br label %6, !llvm.loop !2

50:                                               ; preds = %20
  br label %44

51:                                               ; preds = %31
  %52 = cleanuppad within %26 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %52) ]
  cleanupret from %52 unwind to caller

53:                                               ; preds = %6
  %54 = load i32, i32* %2, align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %54)
  %56 = load i32, i32* %2, align 4
  %57 = icmp eq i32 %56, 40
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, i32 0, i32 1
  ret i32 %59

60:                                               ; preds = %15
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @__gxx_wasm_personality_v0(...)

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
