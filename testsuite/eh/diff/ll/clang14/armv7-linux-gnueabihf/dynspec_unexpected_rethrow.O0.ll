; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.B = type { i32 }
%struct.A = type { i32 }
%struct.Local = type { i8 }

$__clang_call_terminate = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.B*, align 4
  %6 = alloca %struct.A*, align 4
  store i32 0, i32* %1, align 4
  %7 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL7handlerv) #7
  store i32 1, i32* %2, align 4
  br label %8

8:                                                ; preds = %32, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp sle i32 %9, 2
  br i1 %10, label %11, label %57

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  invoke void @_ZL6only_ai(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %31

14:                                               ; preds = %11
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %4, align 4
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #7
  %25 = bitcast i8* %24 to %struct.A*
  store %struct.A* %25, %struct.A** %6, align 4
  %26 = load %struct.A*, %struct.A** %6, align 4
  %27 = getelementptr inbounds %struct.A, %struct.A* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef %28)
          to label %30 unwind label %52

30:                                               ; preds = %22
  call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %30, %46, %13
  br label %32

32:                                               ; preds = %31
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %2, align 4
  br label %8, !llvm.loop !10

35:                                               ; preds = %18
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #7
  %37 = icmp eq i32 %19, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %35
  %39 = load i8*, i8** %3, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #7
  %41 = bitcast i8* %40 to %struct.B*
  store %struct.B* %41, %struct.B** %5, align 4
  %42 = load %struct.B*, %struct.B** %5, align 4
  %43 = getelementptr inbounds %struct.B, %struct.B* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %44)
          to label %46 unwind label %47

46:                                               ; preds = %38
  call void @__cxa_end_catch()
  br label %31

47:                                               ; preds = %38
  %48 = landingpad { i8*, i32 }
          cleanup
  %49 = extractvalue { i8*, i32 } %48, 0
  store i8* %49, i8** %3, align 4
  %50 = extractvalue { i8*, i32 } %48, 1
  store i32 %50, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %51 unwind label %63

51:                                               ; preds = %47
  br label %58

52:                                               ; preds = %22
  %53 = landingpad { i8*, i32 }
          cleanup
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %3, align 4
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %63

56:                                               ; preds = %52
  br label %58

57:                                               ; preds = %8
  ret i32 0

58:                                               ; preds = %56, %51, %35
  %59 = load i8*, i8** %3, align 4
  %60 = load i32, i32* %4, align 4
  %61 = insertvalue { i8*, i32 } undef, i8* %59, 0
  %62 = insertvalue { i8*, i32 } %61, i32 %60, 1
  resume { i8*, i32 } %62

63:                                               ; preds = %52, %47
  %64 = landingpad { i8*, i32 }
          catch i8* null
  %65 = extractvalue { i8*, i32 } %64, 0
  call void @__clang_call_terminate(i8* %65) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.2, i32 0, i32 0))
  %2 = call i8* @__cxa_allocate_exception(i32 4) #7
  %3 = bitcast i8* %2 to %struct.A*
  %4 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 0
  store i32 2, i32* %4, align 8
  call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6only_ai(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %22

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #7
  %10 = bitcast i8* %9 to %struct.A*
  %11 = getelementptr inbounds %struct.A, %struct.A* %10, i32 0, i32 0
  store i32 1, i32* %11, align 8
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #9
          to label %32 unwind label %12

12:                                               ; preds = %22, %8
  %13 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  %16 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #7
  br label %17

17:                                               ; preds = %12
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = load i8*, i8** %4, align 4
  call void @__cxa_call_unexpected(i8* %21) #9
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 4) #7
  %24 = bitcast i8* %23 to %struct.B*
  %25 = getelementptr inbounds %struct.B, %struct.B* %24, i32 0, i32 0
  %26 = load i32, i32* %2, align 4
  store i32 %26, i32* %25, align 8
  invoke void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* null) #9
          to label %32 unwind label %12

27:                                               ; preds = %17
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %5, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31

32:                                               ; preds = %22, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #8
  unreachable
}

declare void @__cxa_call_unexpected(i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
