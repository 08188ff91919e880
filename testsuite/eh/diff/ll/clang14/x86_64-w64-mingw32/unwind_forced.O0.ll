; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, [6 x i64] }
%struct.anon = type { void (i32)*, i8* }
%struct.Local = type { i8* }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

@.str = private unnamed_addr constant [33 x i8] c"-- forced unwind to catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"-- catch (...) that rethrows\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"-- the stop function refuses\0A\00", align 1
@_ZL8g_refuse = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [42 x i8] c"-- _Unwind_Resume_or_Rethrow, no handler\0A\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [47 x i8] c"_Unwind_Resume_or_Rethrow returned (error %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"catch (...) in catcher, no rethrow\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after the catch in catcher\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"after level2\0A\00", align 1
@_ZTIi = external constant i8*
@.str.9 = private unnamed_addr constant [48 x i8] c"catch (int) in level2: not for a forced unwind\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"after the try in level2\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@.str.12 = private unnamed_addr constant [25 x i8] c"catch (...) in catcher2\0A\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.14 = private unnamed_addr constant [32 x i8] c"catch (...) in middle: rethrow\0A\00", align 1
@_ZL7g_param = internal global i32 42, align 4
@.str.15 = private unnamed_addr constant [48 x i8] c"_Unwind_ForcedUnwind returned (error %d) in %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"stop: end of stack\0A\00", align 1
@_ZL5known = internal constant [7 x %struct.anon] [%struct.anon { void (i32)* @_ZL5forcei, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL6level3i, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL6level2i, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL6level1i, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL7catcheri, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL6middlei, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0) }, %struct.anon { void (i32)* @_ZL8catcher2i, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.23, i32 0, i32 0) }], align 16
@.str.17 = private unnamed_addr constant [66 x i8] c"stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"stop: refuses\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"force\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"level3\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"catcher\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"catcher2\00", align 1
@.str.24 = private unnamed_addr constant [23 x i8] c"after force in level3\0A\00", align 1
@.str.25 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct._Unwind_Exception, align 16
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0))
  call void @_ZL7catcheri(i32 noundef 1)
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0))
  call void @_ZL8catcher2i(i32 noundef 2)
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0))
  store i32 1, i32* @_ZL8g_refuse, align 4
  call void @_ZL6level3i(i32 noundef 3)
  store i32 0, i32* @_ZL8g_refuse, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.3, i64 0, i64 0))
  %8 = bitcast %struct._Unwind_Exception* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %8, i8 0, i64 64, i1 false)
  %9 = bitcast %struct._Unwind_Exception* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 bitcast (%struct._Unwind_Exception* @_ZL5g_exc to i8*), i8* align 16 %9, i64 64, i1 false)
  call void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef @_ZL5g_exc)
  store void (i32, %struct._Unwind_Exception*)* @_ZL11exc_cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 1), align 8
  %10 = call i32 @_Unwind_Resume_or_Rethrow(%struct._Unwind_Exception* noundef @_ZL5g_exc)
  store i32 %10, i32* %3, align 4
  %11 = load i32, i32* %3, align 4
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i32
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.4, i64 0, i64 0), i32 noundef %13)
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_ZL6level1i(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = call i8* @__cxa_begin_catch(i8* %12) #9
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0))
          to label %15 unwind label %18

15:                                               ; preds = %11
  call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %15, %6
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i64 0, i64 0))
  ret void

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %22 unwind label %28

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %22
  %24 = load i8*, i8** %3, align 8
  %25 = load i32, i32* %4, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %18
  %29 = landingpad { i8*, i32 }
          catch i8* null
  %30 = extractvalue { i8*, i32 } %29, 0
  call void @__clang_call_terminate(i8* %30) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  invoke void @_ZL6middlei(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = call i8* @__cxa_begin_catch(i8* %12) #9
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.12, i64 0, i64 0))
          to label %15 unwind label %17

15:                                               ; preds = %11
  call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %15, %6
  ret void

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %27

21:                                               ; preds = %17
  br label %22

22:                                               ; preds = %21
  %23 = load i8*, i8** %3, align 8
  %24 = load i32, i32* %4, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26

27:                                               ; preds = %17
  %28 = landingpad { i8*, i32 }
          catch i8* null
  %29 = extractvalue { i8*, i32 } %28, 0
  call void @__clang_call_terminate(i8* %29) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level3i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0))
  %6 = load i32, i32* %2, align 4
  invoke void @_ZL5forcei(i32 noundef %6)
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.24, i64 0, i64 0))
          to label %9 unwind label %10

9:                                                ; preds = %7
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

10:                                               ; preds = %7, %1
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %14

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 8
  %16 = load i32, i32* %5, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef %0) #5 {
  %2 = alloca %struct._Unwind_Exception*, align 8
  store %struct._Unwind_Exception* %0, %struct._Unwind_Exception** %2, align 8
  %3 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %2, align 8
  %4 = getelementptr inbounds %struct._Unwind_Exception, %struct._Unwind_Exception* %3, i32 0, i32 0
  store i64 6072351294001136452, i64* %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct._Unwind_Exception*, align 8
  store i32 %0, i32* %3, align 4
  store %struct._Unwind_Exception* %1, %struct._Unwind_Exception** %4, align 8
  %5 = load i32, i32* %3, align 4
  %6 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %4, align 8
  %7 = icmp eq %struct._Unwind_Exception* %6, @_ZL5g_exc
  %8 = zext i1 %7 to i32
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.25, i64 0, i64 0), i32 noundef %5, i32 noundef %8)
  ret void
}

declare dso_local i32 @_Unwind_Resume_or_Rethrow(%struct._Unwind_Exception* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level1i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0))
  %6 = load i32, i32* %2, align 4
  invoke void @_ZL6level2i(i32 noundef %6)
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0))
          to label %9 unwind label %10

9:                                                ; preds = %7
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

10:                                               ; preds = %7, %1
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %14

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 8
  %16 = load i32, i32* %5, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 {
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
define internal void @_ZL6level2i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  invoke void @_ZL6level3i(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %23

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %3, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %4, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 8
  %18 = call i8* @__cxa_begin_catch(i8* %17) #9
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.9, i64 0, i64 0))
          to label %22 unwind label %25

22:                                               ; preds = %16
  call void @__cxa_end_catch() #9
  br label %23

23:                                               ; preds = %22, %7
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0))
  ret void

25:                                               ; preds = %16
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %3, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %4, align 4
  call void @__cxa_end_catch() #9
  br label %29

29:                                               ; preds = %25, %12
  %30 = load i8*, i8** %3, align 8
  %31 = load i32, i32* %4, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
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
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0))
  %6 = load i32, i32* %2, align 4
  invoke void @_ZL5forcei(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %22

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %4, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %5, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i8*, i8** %4, align 8
  %14 = call i8* @__cxa_begin_catch(i8* %13) #9
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.14, i64 0, i64 0))
          to label %16 unwind label %17

16:                                               ; preds = %12
  invoke void @__cxa_rethrow() #11
          to label %31 unwind label %17

17:                                               ; preds = %16, %12
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %4, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %28

21:                                               ; preds = %17
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %23

22:                                               ; preds = %7
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

23:                                               ; preds = %21
  %24 = load i8*, i8** %4, align 8
  %25 = load i32, i32* %5, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %17
  %29 = landingpad { i8*, i32 }
          catch i8* null
  %30 = extractvalue { i8*, i32 } %29, 0
  call void @__clang_call_terminate(i8* %30) #10
  unreachable

31:                                               ; preds = %16
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @_ZL9set_classP17_Unwind_Exception(%struct._Unwind_Exception* noundef @_ZL5g_exc)
  store void (i32, %struct._Unwind_Exception*)* @_ZL11exc_cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i32 0, i32 1), align 8
  %4 = call i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef @_ZL5g_exc, i32 (i32, i32, i64, %struct._Unwind_Exception*, i8*, i8*)* noundef @_ZL4stopiiyP17_Unwind_ExceptionPvS1_, i8* noundef bitcast (i32* @_ZL7g_param to i8*))
  store i32 %4, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = load i32, i32* %2, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.15, i64 0, i64 0), i32 noundef %7, i32 noundef %8)
  ret void
}

declare dso_local void @__cxa_rethrow()

declare dso_local i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef, i32 (i32, i32, i64, %struct._Unwind_Exception*, i8*, i8*)* noundef, i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4stopiiyP17_Unwind_ExceptionPvS1_(i32 noundef %0, i32 noundef %1, i64 noundef %2, %struct._Unwind_Exception* noundef %3, i8* noundef %4, i8* noundef %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca %struct._Unwind_Exception*, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i8*, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 %0, i32* %8, align 4
  store i32 %1, i32* %9, align 4
  store i64 %2, i64* %10, align 8
  store %struct._Unwind_Exception* %3, %struct._Unwind_Exception** %11, align 8
  store i8* %4, i8** %12, align 8
  store i8* %5, i8** %13, align 8
  %16 = load i32, i32* %9, align 4
  %17 = and i32 %16, 16
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %6
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0))
  store i32 0, i32* %7, align 4
  br label %70

21:                                               ; preds = %6
  %22 = load i8*, i8** %12, align 8
  %23 = call i64 @_Unwind_GetRegionStart(i8* noundef %22)
  store i64 %23, i64* %14, align 8
  store i32 0, i32* %15, align 4
  br label %24

24:                                               ; preds = %61, %21
  %25 = load i32, i32* %15, align 4
  %26 = zext i32 %25 to i64
  %27 = icmp ult i64 %26, 7
  br i1 %27, label %28, label %64

28:                                               ; preds = %24
  %29 = load i64, i64* %14, align 8
  %30 = load i32, i32* %15, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [7 x %struct.anon], [7 x %struct.anon]* @_ZL5known, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.anon, %struct.anon* %32, i32 0, i32 0
  %34 = load void (i32)*, void (i32)** %33, align 16
  %35 = ptrtoint void (i32)* %34 to i64
  %36 = icmp eq i64 %29, %35
  br i1 %36, label %37, label %60

37:                                               ; preds = %28
  %38 = load i32, i32* %15, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [7 x %struct.anon], [7 x %struct.anon]* @_ZL5known, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.anon, %struct.anon* %40, i32 0, i32 1
  %42 = load i8*, i8** %41, align 8
  %43 = load i32, i32* %8, align 4
  %44 = load i32, i32* %9, align 4
  %45 = and i32 %44, 8
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i32
  %48 = load i8*, i8** %12, align 8
  %49 = call noundef i64 @_ZL6get_ipPv(i8* noundef %48)
  %50 = load i64, i64* %14, align 8
  %51 = icmp ugt i64 %49, %50
  %52 = zext i1 %51 to i32
  %53 = load %struct._Unwind_Exception*, %struct._Unwind_Exception** %11, align 8
  %54 = icmp eq %struct._Unwind_Exception* %53, @_ZL5g_exc
  %55 = zext i1 %54 to i32
  %56 = load i8*, i8** %13, align 8
  %57 = bitcast i8* %56 to i32*
  %58 = load i32, i32* %57, align 4
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str.17, i64 0, i64 0), i8* noundef %42, i32 noundef %43, i32 noundef %47, i32 noundef %52, i32 noundef %55, i32 noundef %58)
  br label %60

60:                                               ; preds = %37, %28
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %15, align 4
  %63 = add i32 %62, 1
  store i32 %63, i32* %15, align 4
  br label %24, !llvm.loop !4

64:                                               ; preds = %24
  %65 = load i32, i32* @_ZL8g_refuse, align 4
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %64
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0))
  store i32 1, i32* %7, align 4
  br label %70

69:                                               ; preds = %64
  store i32 0, i32* %7, align 4
  br label %70

70:                                               ; preds = %69, %67, %19
  %71 = load i32, i32* %7, align 4
  ret i32 %71
}

declare dso_local i64 @_Unwind_GetRegionStart(i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL6get_ipPv(i8* noundef %0) #2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = call i64 @_Unwind_GetIP(i8* noundef %3)
  ret i64 %4
}

declare dso_local i64 @_Unwind_GetIP(i8* noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind readnone }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
