; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i32, i32, [12 x i8] }
%struct.Local = type { i8* }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [28 x i8] c"inner catch (...), rethrow\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"never: outer int\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP17_Unwind_Exception = linkonce_odr hidden constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS17_Unwind_Exception = linkonce_odr hidden constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([20 x i8], [20 x i8]* @_ZTS17_Unwind_Exception, i32 0, i32 0) }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @_ZTSP17_Unwind_Exception, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI17_Unwind_Exception to i8*) }, comdat, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"never: _Unwind_Exception*\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"raising\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL6middlev()
          to label %15 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %19

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* null]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  br label %10

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 4
  %12 = call i8* @__cxa_begin_catch(i8* %11) #2 [ "funclet"(token %7) ]
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0)) [ "funclet"(token %7) ]
          to label %14 unwind label %16

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %7) ]
          to label %50 unwind label %16

15:                                               ; preds = %0
  br label %44

16:                                               ; preds = %14, %10
  %17 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %17) ]
          to label %18 unwind label %51

18:                                               ; preds = %16
  cleanupret from %17 unwind label %19

19:                                               ; preds = %18, %4
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %23 = call i8* @llvm.wasm.get.exception(token %22)
  store i8* %23, i8** %2, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %38

27:                                               ; preds = %21
  %28 = load i8*, i8** %2, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #2 [ "funclet"(token %22) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %3, align 4
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %22) ]
          to label %33 unwind label %48

33:                                               ; preds = %27
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34, %43, %44
  %36 = load i32, i32* @_ZL10g_cleanups, align 4
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %36)
  ret i32 0

38:                                               ; preds = %21
  %39 = load i8*, i8** %2, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %22) ]
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %22) ]
          to label %42 unwind label %45

42:                                               ; preds = %38
  call void @__cxa_end_catch() [ "funclet"(token %22) ]
  catchret from %22 to label %43

43:                                               ; preds = %42
  br label %35

44:                                               ; preds = %15
  br label %35

45:                                               ; preds = %38
  %46 = cleanuppad within %22 []
  invoke void @__cxa_end_catch() [ "funclet"(token %46) ]
          to label %47 unwind label %53

47:                                               ; preds = %45
  cleanupret from %46 unwind to caller

48:                                               ; preds = %27
  %49 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %49) ]
  cleanupret from %49 unwind to caller

50:                                               ; preds = %14
  unreachable

51:                                               ; preds = %16
  %52 = cleanuppad within %17 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %52) ]
  unreachable

53:                                               ; preds = %45
  %54 = cleanuppad within %46 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %54) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlev() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct._Unwind_Exception*, align 4
  %4 = alloca i32, align 4
  %5 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0))
  invoke void @_ZL13raise_foreignv()
          to label %35 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %40

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)]
  %10 = call i8* @llvm.wasm.get.exception(token %9)
  store i8* %10, i8** %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %8
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #2 [ "funclet"(token %9) ]
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %4, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0)) [ "funclet"(token %9) ]
          to label %20 unwind label %38

20:                                               ; preds = %14
  call void @__cxa_end_catch() #2 [ "funclet"(token %9) ]
  catchret from %9 to label %21

21:                                               ; preds = %20
  br label %33

22:                                               ; preds = %8
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)) #2
  %24 = icmp eq i32 %11, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %22
  %26 = load i8*, i8** %2, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #2 [ "funclet"(token %9) ]
  %28 = bitcast i8* %27 to %struct._Unwind_Exception*
  store %struct._Unwind_Exception* %28, %struct._Unwind_Exception** %3, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0)) [ "funclet"(token %9) ]
          to label %30 unwind label %36

30:                                               ; preds = %25
  call void @__cxa_end_catch() #2 [ "funclet"(token %9) ]
  catchret from %9 to label %31

31:                                               ; preds = %30
  br label %33

32:                                               ; preds = %22
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %9) ]
          to label %43 unwind label %40

33:                                               ; preds = %21, %31, %35
  %34 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #2
  ret void

35:                                               ; preds = %0
  br label %33

36:                                               ; preds = %25
  %37 = cleanuppad within %9 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %37) ]
  cleanupret from %37 unwind label %40

38:                                               ; preds = %14
  %39 = cleanuppad within %9 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %40

40:                                               ; preds = %32, %38, %36, %6
  %41 = cleanuppad within none []
  %42 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #2 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

43:                                               ; preds = %32
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

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13raise_foreignv() #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i32, align 4
  %3 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0))
  invoke void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef @_ZL5g_exc)
          to label %4 unwind label %13

4:                                                ; preds = %0
  store void (i32, %struct._Unwind_Exception*)* @_ZL7cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 1), align 8
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0))
          to label %6 unwind label %13

6:                                                ; preds = %4
  %7 = invoke i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef @_ZL5g_exc)
          to label %8 unwind label %13

8:                                                ; preds = %6
  store i32 %7, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i32 noundef %9)
          to label %11 unwind label %13

11:                                               ; preds = %8
  %12 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #2
  ret void

13:                                               ; preds = %8, %6, %4, %0
  %14 = cleanuppad within none []
  %15 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #2 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Local* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef %0) #7 {
  %2 = alloca %struct._Unwind_Exception*, align 4
  store %struct._Unwind_Exception* %0, %struct._Unwind_Exception** %2, align 4
  %3 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %2, align 4
  %4 = getelementptr inbounds %struct._Unwind_Exception, %struct._Unwind_Exception* %3, i32 0, i32 0
  store i64 6072351294000943694, i64* %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca %struct._Unwind_Exception*, align 4
  store i32 %0, i32* %3, align 4
  store %struct._Unwind_Exception* %1, %struct._Unwind_Exception** %4, align 4
  %5 = load i32, i32* @_ZL10g_cleanups, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL10g_cleanups, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %4, align 4
  %9 = icmp eq %struct._Unwind_Exception* %8, @_ZL5g_exc
  %10 = zext i1 %9 to i32
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i32 0, i32 0), i32 noundef %7, i32 noundef %10)
  ret void
}

declare i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
