; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$_ZN5LocalD2Ev = comdat any

$_ZN3app7FailureD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"never: const char*\0A\00", align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3app7FailureE = linkonce_odr dso_local constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN3app7FailureE, i32 0, i32 0) }, comdat, align 8
@.str.1 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  invoke void @_ZL3runv()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %20

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %4, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load i8*, i8** %3, align 8
  %17 = call i8* @__cxa_begin_catch(i8* %16) #6
  store i8* %17, i8** %5, align 8
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0))
          to label %19 unwind label %22

19:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %20

20:                                               ; preds = %19, %6
  store i32 0, i32* %1, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #6
  %21 = load i32, i32* %1, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %26

26:                                               ; preds = %22, %11
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #6
  br label %27

27:                                               ; preds = %26
  %28 = load i8*, i8** %3, align 8
  %29 = load i32, i32* %4, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3runv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.Local, align 1
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call i8* @__cxa_allocate_exception(i64 4) #6
  %6 = bitcast i8* %5 to %"struct.app::Failure"*
  %7 = getelementptr inbounds %"struct.app::Failure", %"struct.app::Failure"* %6, i32 0, i32 0
  store i32 3, i32* %7, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTIN3app7FailureE to i8*), i8* bitcast (void (%"struct.app::Failure"*)* @_ZN3app7FailureD2Ev to i8*)) #7
          to label %34 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 8
  %18 = call i8* @__cxa_begin_catch(i8* %17) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %4, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0))
          to label %22 unwind label %24

22:                                               ; preds = %16
  call void @__cxa_end_catch() #6
  br label %23

23:                                               ; preds = %22
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #6
  ret void

24:                                               ; preds = %16
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %2, align 8
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %24, %12
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %29

29:                                               ; preds = %28
  %30 = load i8*, i8** %2, align 8
  %31 = load i32, i32* %3, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33

34:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #8
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3app7FailureD2Ev(%"struct.app::Failure"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %"struct.app::Failure"*, align 8
  store %"struct.app::Failure"* %0, %"struct.app::Failure"** %2, align 8
  %3 = load %"struct.app::Failure"*, %"struct.app::Failure"** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #8
  unreachable
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
