; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.A = type { i32 }
%struct.B = type { i32 }
%struct.Local = type { i8 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, align 4
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTI1B = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL7handlerv) #7
  store i32 1, ptr %2, align 4
  br label %8

8:                                                ; preds = %31, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %9, 2
  br i1 %10, label %11, label %55

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL6only_ai(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %30

14:                                               ; preds = %11
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %34

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7
  store ptr %24, ptr %6, align 4
  %25 = load ptr, ptr %6, align 4
  %26 = getelementptr inbounds %struct.A, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27)
          to label %29 unwind label %50

29:                                               ; preds = %22
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %44, %13
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %8, !llvm.loop !5

34:                                               ; preds = %18
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #7
  %36 = icmp eq i32 %19, %35
  br i1 %36, label %37, label %56

37:                                               ; preds = %34
  %38 = load ptr, ptr %3, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #7
  store ptr %39, ptr %5, align 4
  %40 = load ptr, ptr %5, align 4
  %41 = getelementptr inbounds %struct.B, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42)
          to label %44 unwind label %45

44:                                               ; preds = %37
  call void @__cxa_end_catch()
  br label %30

45:                                               ; preds = %37
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %3, align 4
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %49 unwind label %61

49:                                               ; preds = %45
  br label %56

50:                                               ; preds = %22
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %3, align 4
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %54 unwind label %61

54:                                               ; preds = %50
  br label %56

55:                                               ; preds = %8
  ret i32 0

56:                                               ; preds = %54, %49, %34
  %57 = load ptr, ptr %3, align 4
  %58 = load i32, ptr %4, align 4
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1
  resume { ptr, i32 } %60

61:                                               ; preds = %50, %45
  %62 = landingpad { ptr, i32 }
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  call void @__clang_call_terminate(ptr %63) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %2 = call ptr @__cxa_allocate_exception(i32 4) #7
  %3 = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  store i32 2, ptr %3, align 8
  call void @__cxa_throw(ptr %2, ptr @_ZTI1A, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6only_ai(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %21

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #7
  %10 = getelementptr inbounds %struct.A, ptr %9, i32 0, i32 0
  store i32 1, ptr %10, align 8
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI1A, ptr null) #9
          to label %30 unwind label %11

11:                                               ; preds = %21, %8
  %12 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTI1A]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %4, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %5, align 4
  %15 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #7
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %16
  %20 = load ptr, ptr %4, align 4
  call void @__cxa_call_unexpected(ptr %20) #9
  unreachable

21:                                               ; preds = %1
  %22 = call ptr @__cxa_allocate_exception(i32 4) #7
  %23 = getelementptr inbounds %struct.B, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %2, align 4
  store i32 %24, ptr %23, align 8
  invoke void @__cxa_throw(ptr %22, ptr @_ZTI1B, ptr null) #9
          to label %30 unwind label %11

25:                                               ; preds = %16
  %26 = load ptr, ptr %4, align 4
  %27 = load i32, ptr %5, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

30:                                               ; preds = %21, %8
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #7
  ret ptr %3
}

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
