; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Err*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL4workv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %23

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, i32* %3, align 4
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %29

14:                                               ; preds = %10
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #6
  %17 = bitcast i8* %16 to %struct.Err*
  store %struct.Err* %17, %struct.Err** %4, align 4
  %18 = load %struct.Err*, %struct.Err** %4, align 4
  %19 = getelementptr inbounds %struct.Err, %struct.Err* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %20)
          to label %22 unwind label %24

22:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %22, %5
  ret i32 0

24:                                               ; preds = %14
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %2, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %34

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28, %10
  %30 = load i8*, i8** %2, align 4
  %31 = load i32, i32* %3, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33

34:                                               ; preds = %24
  %35 = landingpad { i8*, i32 }
          catch i8* null
  %36 = extractvalue { i8*, i32 } %35, 0
  call void @__clang_call_terminate(i8* %36) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4workv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to %struct.Err*
  %6 = getelementptr inbounds %struct.Err, %struct.Err* %5, i32 0, i32 0
  store i32 1, i32* %6, align 8
  invoke void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #8
          to label %17 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  %11 = call noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %12

12:                                               ; preds = %7
  %13 = load i8*, i8** %2, align 4
  %14 = load i32, i32* %3, align 4
  %15 = insertvalue { i8*, i32 } undef, i8* %13, 0
  %16 = insertvalue { i8*, i32 } %15, i32 %14, 1
  resume { i8*, i32 } %16

17:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Err* @_ZN3ErrD2Ev(%struct.Err* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Err*, align 4
  store %struct.Err* %0, %struct.Err** %2, align 4
  %3 = load %struct.Err*, %struct.Err** %2, align 4
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Err* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #7
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Careful* @_ZN7CarefulD2Ev(%struct.Careful* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Careful*, align 4
  %3 = alloca %struct.Careful*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Err*, align 4
  %7 = alloca i32, align 4
  store %struct.Careful* %0, %struct.Careful** %3, align 4
  %8 = load %struct.Careful*, %struct.Careful** %3, align 4
  store %struct.Careful* %8, %struct.Careful** %2, align 4
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0))
          to label %10 unwind label %62

10:                                               ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %11 unwind label %12

11:                                               ; preds = %10
  br label %30

12:                                               ; preds = %10
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %65

20:                                               ; preds = %16
  %21 = load i8*, i8** %4, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #6
  %23 = bitcast i8* %22 to %struct.Err*
  store %struct.Err* %23, %struct.Err** %6, align 4
  %24 = load %struct.Err*, %struct.Err** %6, align 4
  %25 = getelementptr inbounds %struct.Err, %struct.Err* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26)
          to label %28 unwind label %33

28:                                               ; preds = %20
  invoke void @__cxa_end_catch()
          to label %29 unwind label %62

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29, %11
  %31 = call i8* @__cxa_allocate_exception(i32 4) #6
  %32 = bitcast i8* %31 to i32*
  store i32 3, i32* %32, align 8
  invoke void @__cxa_throw(i8* %31, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %67 unwind label %38

33:                                               ; preds = %20
  %34 = landingpad { i8*, i32 }
          catch i8* null
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %4, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %62

37:                                               ; preds = %33
  br label %65

38:                                               ; preds = %30
  %39 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %4, align 4
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %5, align 4
  br label %42

42:                                               ; preds = %38
  %43 = load i32, i32* %5, align 4
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %65

46:                                               ; preds = %42
  %47 = load i8*, i8** %4, align 4
  %48 = call i8* @__cxa_begin_catch(i8* %47) #6
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4
  store i32 %50, i32* %7, align 4
  %51 = load i32, i32* %7, align 4
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %51)
          to label %53 unwind label %58

53:                                               ; preds = %46
  call void @__cxa_end_catch() #6
  br label %54

54:                                               ; preds = %53
  %55 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0))
          to label %56 unwind label %62

56:                                               ; preds = %54
  %57 = load %struct.Careful*, %struct.Careful** %2, align 4
  ret %struct.Careful* %57

58:                                               ; preds = %46
  %59 = landingpad { i8*, i32 }
          catch i8* null
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %4, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %5, align 4
  call void @__cxa_end_catch() #6
  br label %65

62:                                               ; preds = %54, %33, %28, %1
  %63 = landingpad { i8*, i32 }
          catch i8* null
  %64 = extractvalue { i8*, i32 } %63, 0
  call void @__clang_call_terminate(i8* %64) #7
  unreachable

65:                                               ; preds = %58, %42, %37, %16
  %66 = load i8*, i8** %4, align 4
  call void @__clang_call_terminate(i8* %66) #7
  unreachable

67:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #6
  %4 = bitcast i8* %3 to %struct.Err*
  %5 = getelementptr inbounds %struct.Err, %struct.Err* %4, i32 0, i32 0
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %5, align 8
  call void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*), i8* bitcast (%struct.Err* (%struct.Err*)* @_ZN3ErrD2Ev to i8*)) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
