; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i64, i64 }
%struct.Local = type { i8* }

$__clang_call_terminate = comdat any

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
@_ZTSP17_Unwind_Exception = linkonce_odr dso_local constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS17_Unwind_Exception = linkonce_odr dso_local constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([20 x i8], [20 x i8]* @_ZTS17_Unwind_Exception, i32 0, i32 0) }, comdat, align 8
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @_ZTSP17_Unwind_Exception, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI17_Unwind_Exception to i8*) }, comdat, align 8
@.str.5 = private unnamed_addr constant [27 x i8] c"never: _Unwind_Exception*\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"raising\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL6middlev()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %39

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 8
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 8
  %12 = call i8* @__cxa_begin_catch(i8* %11) #7
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0))
          to label %14 unwind label %15

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #8
          to label %57 unwind label %15

15:                                               ; preds = %14, %10
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %54

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  %21 = load i32, i32* %3, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 8
  %26 = call i8* @__cxa_begin_catch(i8* %25) #7
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  store i32 %28, i32* %4, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0))
          to label %30 unwind label %45

30:                                               ; preds = %24
  call void @__cxa_end_catch() #7
  br label %31

31:                                               ; preds = %30, %38, %39
  %32 = load i32, i32* @_ZL10g_cleanups, align 4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %32)
  ret i32 0

34:                                               ; preds = %20
  %35 = load i8*, i8** %2, align 8
  %36 = call i8* @__cxa_begin_catch(i8* %35) #7
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0))
          to label %38 unwind label %40

38:                                               ; preds = %34
  call void @__cxa_end_catch()
  br label %31

39:                                               ; preds = %5
  br label %31

40:                                               ; preds = %34
  %41 = landingpad { i8*, i32 }
          cleanup
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %2, align 8
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %44 unwind label %54

44:                                               ; preds = %40
  br label %49

45:                                               ; preds = %24
  %46 = landingpad { i8*, i32 }
          cleanup
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %2, align 8
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %49

49:                                               ; preds = %45, %44
  %50 = load i8*, i8** %2, align 8
  %51 = load i32, i32* %3, align 4
  %52 = insertvalue { i8*, i32 } undef, i8* %50, 0
  %53 = insertvalue { i8*, i32 } %52, i32 %51, 1
  resume { i8*, i32 } %53

54:                                               ; preds = %40, %15
  %55 = landingpad { i8*, i32 }
          catch i8* null
  %56 = extractvalue { i8*, i32 } %55, 0
  call void @__clang_call_terminate(i8* %56) #9
  unreachable

57:                                               ; preds = %14
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlev() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct._Unwind_Exception*, align 8
  %5 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0))
  invoke void @_ZL13raise_foreignv()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %22

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %11
  %16 = load i8*, i8** %2, align 8
  %17 = call i8* @__cxa_begin_catch(i8* %16) #7
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %5, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0))
          to label %21 unwind label %36

21:                                               ; preds = %15
  call void @__cxa_end_catch() #7
  br label %22

22:                                               ; preds = %21, %31, %6
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #7
  ret void

23:                                               ; preds = %11
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP17_Unwind_Exception to i8*)) #7
  %25 = icmp eq i32 %12, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %23
  %27 = load i8*, i8** %2, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #7
  %29 = bitcast i8* %28 to %struct._Unwind_Exception*
  store %struct._Unwind_Exception* %29, %struct._Unwind_Exception** %4, align 8
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0))
          to label %31 unwind label %32

31:                                               ; preds = %26
  call void @__cxa_end_catch() #7
  br label %22

32:                                               ; preds = %26
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %2, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %40

36:                                               ; preds = %15
  %37 = landingpad { i8*, i32 }
          cleanup
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %2, align 8
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %40

40:                                               ; preds = %36, %32, %23
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #7
  br label %41

41:                                               ; preds = %40
  %42 = load i8*, i8** %2, align 8
  %43 = load i32, i32* %3, align 4
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1
  resume { i8*, i32 } %45
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Local*, align 8
  %4 = alloca i8*, align 8
  store %struct.Local* %0, %struct.Local** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Local*, %struct.Local** %3, align 8
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 8
  store i8* %7, i8** %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13raise_foreignv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0))
  invoke void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef @_ZL5g_exc)
          to label %5 unwind label %13

5:                                                ; preds = %0
  store void (i32, %struct._Unwind_Exception*)* @_ZL7cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 1), align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0))
          to label %7 unwind label %13

7:                                                ; preds = %5
  %8 = invoke i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef @_ZL5g_exc)
          to label %9 unwind label %13

9:                                                ; preds = %7
  store i32 %8, i32* %4, align 4
  %10 = load i32, i32* %4, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i32 noundef %10)
          to label %12 unwind label %13

12:                                               ; preds = %9
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #7
  ret void

13:                                               ; preds = %9, %7, %5, %0
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %2, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %3, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #7
  br label %17

17:                                               ; preds = %13
  %18 = load i8*, i8** %2, align 8
  %19 = load i32, i32* %3, align 4
  %20 = insertvalue { i8*, i32 } undef, i8* %18, 0
  %21 = insertvalue { i8*, i32 } %20, i32 %19, 1
  resume { i8*, i32 } %21
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef %0) #6 {
  %2 = alloca %struct._Unwind_Exception*, align 8
  store %struct._Unwind_Exception* %0, %struct._Unwind_Exception** %2, align 8
  %3 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %2, align 8
  %4 = getelementptr inbounds %struct._Unwind_Exception, %struct._Unwind_Exception* %3, i32 0, i32 0
  store i64 6072351294000943694, i64* %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca %struct._Unwind_Exception*, align 8
  store i32 %0, i32* %3, align 4
  store %struct._Unwind_Exception* %1, %struct._Unwind_Exception** %4, align 8
  %5 = load i32, i32* @_ZL10g_cleanups, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL10g_cleanups, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %4, align 8
  %9 = icmp eq %struct._Unwind_Exception* %8, @_ZL5g_exc
  %10 = zext i1 %9 to i32
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.10, i64 0, i64 0), i32 noundef %7, i32 noundef %10)
  ret void
}

declare i32 @_Unwind_RaiseException(%struct._Unwind_Exception* noundef) #2

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
