; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Watch = type { i8* }
%struct.Nested = type { i8 }

$_ZN5WatchC2EPKc = comdat any

$_ZN5WatchD2Ev = comdat any

$_ZN6NestedD2Ev = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 4
  %3 = alloca %struct.Watch, align 4
  %4 = alloca %struct.Nested, align 1
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %7 = call noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0))
  %8 = call noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %2) #3
  %9 = invoke noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %10 unwind label %19

10:                                               ; preds = %0
  %11 = call i8* @__cxa_allocate_exception(i32 4) #3
  %12 = bitcast i8* %11 to i32*
  store i32 1, i32* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %38 unwind label %13

13:                                               ; preds = %10
  %14 = cleanuppad within none []
  %15 = call noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %4) #3 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %16

16:                                               ; preds = %13
  %17 = cleanuppad within none []
  %18 = call noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %3) #3 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %19

19:                                               ; preds = %16, %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i8** @_ZTIi to i8*)]
  %23 = call i8* @llvm.wasm.get.exception(token %22)
  store i8* %23, i8** %5, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %21
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #3 [ "funclet"(token %22) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %6, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %22) ]
          to label %32 unwind label %36

32:                                               ; preds = %27
  call void @__cxa_end_catch() #3 [ "funclet"(token %22) ]
  catchret from %22 to label %33

33:                                               ; preds = %32
  br label %35

34:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %22) ]
  unreachable

35:                                               ; preds = %33
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0))
  ret i32 0

36:                                               ; preds = %27
  %37 = cleanuppad within %22 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %37) ]
  cleanupret from %37 unwind to caller

38:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6reportPKc(i8* noundef %0) #1 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #3
  %5 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #3
  %6 = zext i1 %5 to i32
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef %3, i32 noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.Watch*, align 4
  %4 = alloca i8*, align 4
  store %struct.Watch* %0, %struct.Watch** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Watch*, %struct.Watch** %3, align 4
  %6 = getelementptr inbounds %struct.Watch, %struct.Watch* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Watch* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Watch*, align 4
  store %struct.Watch* %0, %struct.Watch** %2, align 4
  %3 = load %struct.Watch*, %struct.Watch** %2, align 4
  %4 = getelementptr inbounds %struct.Watch, %struct.Watch* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  invoke void @_ZL6reportPKc(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret %struct.Watch* %3

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %8) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Nested*, align 4
  %3 = alloca %struct.Nested*, align 4
  %4 = alloca %struct.Watch, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.Nested* %0, %struct.Nested** %3, align 4
  %7 = load %struct.Nested*, %struct.Nested** %3, align 4
  store %struct.Nested* %7, %struct.Nested** %2, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0))
          to label %8 unwind label %38

8:                                                ; preds = %1
  %9 = invoke noundef %struct.Watch* @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0))
          to label %10 unwind label %16

10:                                               ; preds = %8
  %11 = call i8* @__cxa_allocate_exception(i32 4) #3
  %12 = bitcast i8* %11 to i32*
  store i32 2, i32* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %37 unwind label %13

13:                                               ; preds = %10
  %14 = cleanuppad within none []
  %15 = call noundef %struct.Watch* @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 4 dereferenceable(4) %4) #3 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %16

16:                                               ; preds = %13, %8
  %17 = catchswitch within none [label %18] unwind label %38

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast (i8** @_ZTIi to i8*)]
  %20 = call i8* @llvm.wasm.get.exception(token %19)
  store i8* %20, i8** %5, align 4
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %31

24:                                               ; preds = %18
  %25 = load i8*, i8** %5, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #3 [ "funclet"(token %19) ]
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  store i32 %28, i32* %6, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0)) [ "funclet"(token %19) ]
          to label %29 unwind label %35

29:                                               ; preds = %24
  call void @__cxa_end_catch() #3 [ "funclet"(token %19) ]
  catchret from %19 to label %30

30:                                               ; preds = %29
  br label %32

31:                                               ; preds = %18
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %19) ]
          to label %37 unwind label %38

32:                                               ; preds = %30
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0))
          to label %33 unwind label %38

33:                                               ; preds = %32
  %34 = load %struct.Nested*, %struct.Nested** %2, align 4
  ret %struct.Nested* %34

35:                                               ; preds = %24
  %36 = cleanuppad within %19 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %38

37:                                               ; preds = %31, %10
  unreachable

38:                                               ; preds = %32, %31, %35, %16, %1
  %39 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %39) ]
  unreachable
}

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

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() #7

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { noreturn }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
