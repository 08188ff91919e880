; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i8 0, align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %31, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %37

8:                                                ; preds = %5
  %9 = invoke noundef i32 @_ZL3getv()
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %9)
          to label %34 unwind label %12

12:                                               ; preds = %10, %8
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast (i8** @_ZTIi to i8*)]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %14
  %21 = load i8*, i8** %3, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #3 [ "funclet"(token %15) ]
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %4, align 4
  %25 = load i32, i32* %4, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %25) [ "funclet"(token %15) ]
          to label %27 unwind label %35

27:                                               ; preds = %20
  call void @__cxa_end_catch() #3 [ "funclet"(token %15) ]
  catchret from %15 to label %28

28:                                               ; preds = %27
  br label %30

29:                                               ; preds = %14
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %15) ]
  unreachable

30:                                               ; preds = %28, %34
  br label %31

31:                                               ; preds = %30
  %32 = load i32, i32* %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %2, align 4
  br label %5, !llvm.loop !2

34:                                               ; preds = %10
  br label %30

35:                                               ; preds = %20
  %36 = cleanuppad within %15 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %36) ]
  cleanupret from %36 unwind to caller

37:                                               ; preds = %5
  %38 = load i32, i32* @_ZL8attempts, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i32 noundef %38)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL3getv() #2 {
  %1 = load i8, i8* @_ZGVZL3getvE1c, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !4

3:                                                ; preds = %0
  %4 = load i32, i32* @_ZL8attempts, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL8attempts, align 4
  %6 = call noundef %struct.Config* @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %5)
  store i8 1, i8* @_ZGVZL3getvE1c, align 1
  br label %7

7:                                                ; preds = %3, %0
  %8 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @_ZZL3getvE1c, i32 0, i32 0), align 4
  ret i32 %8
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Config* @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Config*, align 4
  %4 = alloca i32, align 4
  store %struct.Config* %0, %struct.Config** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Config*, %struct.Config** %3, align 4
  %6 = getelementptr inbounds %struct.Config, %struct.Config* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %7, 10
  store i32 %8, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %17

13:                                               ; preds = %2
  %14 = call i8* @__cxa_allocate_exception(i32 4) #3
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %4, align 4
  store i32 %16, i32* %15, align 16
  call void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
  unreachable

17:                                               ; preds = %2
  ret %struct.Config* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { noreturn }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"branch_weights", i32 1, i32 1048575}
