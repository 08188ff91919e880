; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ev = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"E()\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.E*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL6level1v()
          to label %25 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %6
  %13 = load i8*, i8** %2, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %7) ]
  %15 = bitcast i8* %14 to %struct.E*
  store %struct.E* %15, %struct.E** %3, align 4
  %16 = load %struct.E*, %struct.E** %3, align 4
  %17 = getelementptr inbounds %struct.E, %struct.E* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %18) [ "funclet"(token %7) ]
          to label %20 unwind label %26

20:                                               ; preds = %12
  call void @__cxa_end_catch() [ "funclet"(token %7) ]
  catchret from %7 to label %21

21:                                               ; preds = %20
  br label %23

22:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

23:                                               ; preds = %21, %25
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0))
  ret i32 0

25:                                               ; preds = %0
  br label %23

26:                                               ; preds = %12
  %27 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %27) ]
          to label %28 unwind label %29

28:                                               ; preds = %26
  cleanupret from %27 unwind to caller

29:                                               ; preds = %26
  %30 = cleanuppad within %27 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %30) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level1v() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca %struct.E*, align 4
  invoke void @_ZL6level2v()
          to label %26 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %7 = call i8* @llvm.wasm.get.exception(token %6)
  store i8* %7, i8** %1, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %5
  %12 = load i8*, i8** %1, align 4
  %13 = call i8* @__cxa_begin_catch(i8* %12) #2 [ "funclet"(token %6) ]
  %14 = bitcast i8* %13 to %struct.E*
  store %struct.E* %14, %struct.E** %2, align 4
  %15 = load %struct.E*, %struct.E** %2, align 4
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %16, align 4
  %19 = load %struct.E*, %struct.E** %2, align 4
  %20 = getelementptr inbounds %struct.E, %struct.E* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %6) ]
          to label %23 unwind label %27

23:                                               ; preds = %11
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %6) ]
          to label %30 unwind label %27

24:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

25:                                               ; preds = %26
  ret void

26:                                               ; preds = %0
  br label %25

27:                                               ; preds = %23, %11
  %28 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %28) ]
          to label %29 unwind label %31

29:                                               ; preds = %27
  cleanupret from %28 unwind to caller

30:                                               ; preds = %23
  unreachable

31:                                               ; preds = %27
  %32 = cleanuppad within %28 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %32) ]
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

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level2v() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca %struct.E*, align 4
  invoke void @_ZL6level3v()
          to label %26 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %7 = call i8* @llvm.wasm.get.exception(token %6)
  store i8* %7, i8** %1, align 4
  %8 = call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %5
  %12 = load i8*, i8** %1, align 4
  %13 = call i8* @__cxa_begin_catch(i8* %12) #2 [ "funclet"(token %6) ]
  %14 = bitcast i8* %13 to %struct.E*
  store %struct.E* %14, %struct.E** %2, align 4
  %15 = load %struct.E*, %struct.E** %2, align 4
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %16, align 4
  %19 = load %struct.E*, %struct.E** %2, align 4
  %20 = getelementptr inbounds %struct.E, %struct.E* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %21) [ "funclet"(token %6) ]
          to label %23 unwind label %27

23:                                               ; preds = %11
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %6) ]
          to label %30 unwind label %27

24:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

25:                                               ; preds = %26
  ret void

26:                                               ; preds = %0
  br label %25

27:                                               ; preds = %23, %11
  %28 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %28) ]
          to label %29 unwind label %31

29:                                               ; preds = %27
  cleanupret from %28 unwind to caller

30:                                               ; preds = %23
  unreachable

31:                                               ; preds = %27
  %32 = cleanuppad within %28 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %32) ]
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level3v() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to %struct.E*
  %3 = invoke noundef %struct.E* @_ZN1EC2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %2)
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @__cxa_throw(i8* %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5
  unreachable

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %1) #2 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  ret %struct.E* %3
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
