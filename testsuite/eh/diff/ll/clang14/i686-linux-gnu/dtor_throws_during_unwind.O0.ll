; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Fine = type { i8 }
%struct.Bad = type { i8 }
%struct.First = type { i32 }
%struct.Second = type { i32 }

$__clang_call_terminate = comdat any

$_ZN3BadD2Ev = comdat any

$_ZN4FineD2Ev = comdat any

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@.str = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"throwing First\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5First = linkonce_odr dso_local constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5First, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"~Bad throws Second\0A\00", align 1
@_ZTS6Second = linkonce_odr dso_local constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Second, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"~Fine\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL4workv()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %14

5:                                                ; preds = %0
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  store i8* %7, i8** %2, align 4
  %8 = extractvalue { i8*, i32 } %6, 1
  store i32 %8, i32* %3, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i8*, i8** %2, align 4
  %11 = call i8* @__cxa_begin_catch(i8* %10) #6
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0))
          to label %13 unwind label %15

13:                                               ; preds = %9
  call void @__cxa_end_catch()
  br label %14

14:                                               ; preds = %13, %4
  ret i32 0

15:                                               ; preds = %9
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %25

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  %21 = load i8*, i8** %2, align 4
  %22 = load i32, i32* %3, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24

25:                                               ; preds = %15
  %26 = landingpad { i8*, i32 }
          catch i8* null
  %27 = extractvalue { i8*, i32 } %26, 0
  call void @__clang_call_terminate(i8* %27) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4workv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Fine, align 1
  %2 = alloca %struct.Bad, align 1
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0))
          to label %6 unwind label %10

6:                                                ; preds = %0
  %7 = call i8* @__cxa_allocate_exception(i32 4) #6
  %8 = bitcast i8* %7 to %struct.First*
  %9 = getelementptr inbounds %struct.First, %struct.First* %8, i32 0, i32 0
  store i32 1, i32* %9, align 16
  invoke void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI5First to i8*), i8* null) #8
          to label %23 unwind label %10

10:                                               ; preds = %6, %0
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 4
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  invoke void @_ZN3BadD2Ev(%struct.Bad* noundef nonnull align 1 dereferenceable(1) %2)
          to label %14 unwind label %20

14:                                               ; preds = %10
  call void @_ZN4FineD2Ev(%struct.Fine* noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %15

15:                                               ; preds = %14
  %16 = load i8*, i8** %3, align 4
  %17 = load i32, i32* %4, align 4
  %18 = insertvalue { i8*, i32 } undef, i8* %16, 0
  %19 = insertvalue { i8*, i32 } %18, i32 %17, 1
  resume { i8*, i32 } %19

20:                                               ; preds = %10
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  call void @__clang_call_terminate(i8* %22) #7
  unreachable

23:                                               ; preds = %6
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3BadD2Ev(%struct.Bad* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Bad*, align 4
  store %struct.Bad* %0, %struct.Bad** %2, align 4
  %3 = load %struct.Bad*, %struct.Bad** %2, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0))
  %5 = call i8* @__cxa_allocate_exception(i32 4) #6
  %6 = bitcast i8* %5 to %struct.Second*
  %7 = getelementptr inbounds %struct.Second, %struct.Second* %6, i32 0, i32 0
  store i32 2, i32* %7, align 16
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI6Second to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4FineD2Ev(%struct.Fine* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Fine*, align 4
  store %struct.Fine* %0, %struct.Fine** %2, align 4
  %3 = load %struct.Fine*, %struct.Fine** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #7
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
