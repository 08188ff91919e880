; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Local = type { i8* }
%struct.Lost = type { i32 }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS4Lost = comdat any

$_ZTI4Lost = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Lost = linkonce_odr dso_local constant [6 x i8] c"4Lost\00", comdat, align 1
@_ZTI4Lost = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Lost, i32 0, i32 0) }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0))
  invoke void @_ZL6middlev()
          to label %5 unwind label %7

5:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2) #5
  %6 = load i32, i32* %1, align 4
  ret i32 %6

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %2) #5
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = load i32, i32* %4, align 4
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1
  resume { i8*, i32 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
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
define internal void @_ZL6middlev() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0))
  invoke void @_ZL7throwerv()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %19

5:                                                ; preds = %0
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  store i8* %7, i8** %2, align 8
  %8 = extractvalue { i8*, i32 } %6, 1
  store i32 %8, i32* %3, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i8*, i8** %2, align 8
  %11 = call i8* @__cxa_begin_catch(i8* %10) #5
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0))
          to label %13 unwind label %14

13:                                               ; preds = %9
  invoke void @__cxa_rethrow() #6
          to label %28 unwind label %14

14:                                               ; preds = %13, %9
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %2, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %18 unwind label %25

18:                                               ; preds = %14
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #5
  br label %20

19:                                               ; preds = %4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #5
  ret void

20:                                               ; preds = %18
  %21 = load i8*, i8** %2, align 8
  %22 = load i32, i32* %3, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24

25:                                               ; preds = %14
  %26 = landingpad { i8*, i32 }
          catch i8* null
  %27 = extractvalue { i8*, i32 } %26, 0
  call void @__clang_call_terminate(i8* %27) #7
  unreachable

28:                                               ; preds = %13
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throwerv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.Local, align 8
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0))
  %4 = call i8* @__cxa_allocate_exception(i64 4) #5
  %5 = bitcast i8* %4 to %struct.Lost*
  %6 = getelementptr inbounds %struct.Lost, %struct.Lost* %5, i32 0, i32 0
  store i32 1, i32* %6, align 16
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI4Lost to i8*), i8* null) #6
          to label %16 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %1) #5
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %2, align 8
  %13 = load i32, i32* %3, align 4
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1
  resume { i8*, i32 } %15

16:                                               ; preds = %0
  unreachable
}

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__cxa_rethrow()

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #7
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
