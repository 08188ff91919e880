; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1
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
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 0)
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %15, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = call noundef i32 @_ZL4safei(i32 noundef %11) #4
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %10
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %7, !llvm.loop !2

18:                                               ; preds = %7
  %19 = load i32, i32* %2, align 4
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %19)
  %21 = invoke noundef i32 @_ZL5maybei(i32 noundef 3)
          to label %41 unwind label %22

22:                                               ; preds = %18
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [i8* bitcast (i8** @_ZTIi to i8*)]
  %26 = call i8* @llvm.wasm.get.exception(token %25)
  store i8* %26, i8** %4, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %24
  %31 = load i8*, i8** %4, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #4 [ "funclet"(token %25) ]
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %35) [ "funclet"(token %25) ]
          to label %37 unwind label %42

37:                                               ; preds = %30
  call void @__cxa_end_catch() #4 [ "funclet"(token %25) ]
  catchret from %25 to label %38

38:                                               ; preds = %37
  br label %40

39:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %25) ]
  unreachable

40:                                               ; preds = %38, %41
  ret i32 0

41:                                               ; preds = %18
  br label %40

42:                                               ; preds = %30
  %43 = cleanuppad within %25 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4safei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = invoke noundef i32 @_ZL5inneri(i32 noundef %6)
          to label %28 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %35

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i8** @_ZTIi to i8*)]
  %12 = call i8* @llvm.wasm.get.exception(token %11)
  store i8* %12, i8** %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %10
  %17 = load i8*, i8** %4, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #4 [ "funclet"(token %11) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %5, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %11) ]
          to label %23 unwind label %29

23:                                               ; preds = %16
  %24 = load i32, i32* %5, align 4
  %25 = sub nsw i32 0, %24
  store i32 %25, i32* %2, align 4
  call void @__cxa_end_catch() #4 [ "funclet"(token %11) ]
  catchret from %11 to label %31

26:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %11) ]
          to label %34 unwind label %35

27:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

28:                                               ; preds = %1
  store i32 %7, i32* %2, align 4
  br label %32

29:                                               ; preds = %16
  %30 = cleanuppad within %11 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %35

31:                                               ; preds = %23
  br label %32

32:                                               ; preds = %31, %28
  %33 = load i32, i32* %2, align 4
  ret i32 %33

34:                                               ; preds = %26
  unreachable

35:                                               ; preds = %26, %29, %8
  %36 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %36) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5maybei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @_ZL5inneri(i32 noundef %3)
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5inneri(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 2
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %2, align 4
  store i32 %9, i32* %8, align 16
  call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #7

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { cold noreturn nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
