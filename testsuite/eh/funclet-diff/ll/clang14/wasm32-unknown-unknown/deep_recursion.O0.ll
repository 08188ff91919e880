; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Counter = type { i32 }

$_ZN7CounterC2Ei = comdat any

$_ZN7CounterD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal global i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = invoke noundef i32 @_ZL4divei(i32 noundef 1)
          to label %48 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast (i8** @_ZTIi to i8*)]
  %10 = call i8* @llvm.wasm.get.exception(token %9)
  store i8* %10, i8** %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %8
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #2 [ "funclet"(token %9) ]
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %3, align 4
  %20 = load i32, i32* @_ZL9destroyed, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %19, i32 noundef %20) [ "funclet"(token %9) ]
          to label %22 unwind label %49

22:                                               ; preds = %14
  call void @__cxa_end_catch() #2 [ "funclet"(token %9) ]
  catchret from %9 to label %23

23:                                               ; preds = %22
  br label %25

24:                                               ; preds = %8
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
  unreachable

25:                                               ; preds = %23, %48
  %26 = invoke noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %47 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i8** @_ZTIi to i8*)]
  %31 = call i8* @llvm.wasm.get.exception(token %30)
  store i8* %31, i8** %2, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %29
  %36 = load i8*, i8** %2, align 4
  %37 = call i8* @__cxa_begin_catch(i8* %36) #2 [ "funclet"(token %30) ]
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %4, align 4
  %40 = load i32, i32* %4, align 4
  %41 = load i32, i32* @_ZL8rethrows, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %40, i32 noundef %41) [ "funclet"(token %30) ]
          to label %43 unwind label %51

43:                                               ; preds = %35
  call void @__cxa_end_catch() #2 [ "funclet"(token %30) ]
  catchret from %30 to label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %30) ]
  unreachable

46:                                               ; preds = %44, %47
  ret i32 0

47:                                               ; preds = %25
  br label %46

48:                                               ; preds = %0
  br label %25

49:                                               ; preds = %14
  %50 = cleanuppad within %9 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %50) ]
  cleanupret from %50 unwind to caller

51:                                               ; preds = %35
  %52 = cleanuppad within %30 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %52) ]
  cleanupret from %52 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL4divei(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call noundef %struct.Counter* @_ZN7CounterC2Ei(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4)
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 10000
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #2
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %2, align 4
  store i32 %11, i32* %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %22 unwind label %19

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, 1
  %15 = invoke noundef i32 @_ZL4divei(i32 noundef %14)
          to label %16 unwind label %19

16:                                               ; preds = %12
  %17 = add nsw i32 %15, 1
  %18 = call noundef %struct.Counter* @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #2
  ret i32 %17

19:                                               ; preds = %12, %8
  %20 = cleanuppad within none []
  %21 = call noundef %struct.Counter* @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #2 [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller

22:                                               ; preds = %8
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5chaini(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp eq i32 %4, 300
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #2
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %2, align 4
  %10 = sub nsw i32 0, %9
  store i32 %10, i32* %8, align 16
  call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
  unreachable

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, 1
  %14 = invoke noundef i32 @_ZL5chaini(i32 noundef %13)
          to label %26 unwind label %15

15:                                               ; preds = %11
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null]
  %19 = call i8* @llvm.wasm.get.exception(token %18)
  store i8* %19, i8** %3, align 4
  %20 = call i32 @llvm.wasm.get.ehselector(token %18)
  br label %21

21:                                               ; preds = %17
  %22 = load i8*, i8** %3, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #2 [ "funclet"(token %18) ]
  %24 = load i32, i32* @_ZL8rethrows, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* @_ZL8rethrows, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %18) ]
          to label %32 unwind label %28

26:                                               ; preds = %11
  %27 = add nsw i32 %14, 1
  ret i32 %27

28:                                               ; preds = %21
  %29 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %29) ]
          to label %30 unwind label %33

30:                                               ; preds = %28
  cleanupret from %29 unwind to caller

31:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

32:                                               ; preds = %21
  unreachable

33:                                               ; preds = %28
  %34 = cleanuppad within %29 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %34) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Counter* @_ZN7CounterC2Ei(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Counter* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Counter* @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 1000000
  %9 = load i32, i32* @_ZL9destroyed, align 4
  %10 = add nsw i32 %9, %8
  store i32 %10, i32* @_ZL9destroyed, align 4
  ret %struct.Counter* %3
}

declare void @__cxa_rethrow()

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #7

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { cold noreturn nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
