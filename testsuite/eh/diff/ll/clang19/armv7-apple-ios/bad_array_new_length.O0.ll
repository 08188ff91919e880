; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@g_keep = global ptr null, align 4
@_ZTISt9bad_alloc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant ptr
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL9make_intsi(i32 noundef 4)
  call void @_ZL11make_listedi(i32 noundef 4)
  invoke void @_ZL9make_intsi(i32 noundef -1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %27

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9bad_alloc
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %2, align 4
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9bad_alloc) #10
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %108

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #10
  store ptr %19, ptr %4, align 4
  %20 = load ptr, ptr %4, align 4
  %21 = load ptr, ptr %20, align 4
  %22 = getelementptr inbounds ptr, ptr %21, i64 2
  %23 = load ptr, ptr %22, align 4
  %24 = call noundef ptr %23(ptr noundef nonnull align 4 dereferenceable(4) %20) #10
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %24)
          to label %26 unwind label %29

26:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %27

27:                                               ; preds = %26, %8
  invoke void @_ZL11make_listedi(i32 noundef 2)
          to label %28 unwind label %34

28:                                               ; preds = %27
  br label %52

29:                                               ; preds = %17
  %30 = landingpad { ptr, i32 }
          cleanup
  %31 = extractvalue { ptr, i32 } %30, 0
  store ptr %31, ptr %2, align 4
  %32 = extractvalue { ptr, i32 } %30, 1
  store i32 %32, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %33 unwind label %113

33:                                               ; preds = %29
  br label %108

34:                                               ; preds = %27
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9bad_alloc
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %2, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %3, align 4
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9bad_alloc) #10
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %108

42:                                               ; preds = %38
  %43 = load ptr, ptr %2, align 4
  %44 = call ptr @__cxa_begin_catch(ptr %43) #10
  store ptr %44, ptr %5, align 4
  %45 = load ptr, ptr %5, align 4
  %46 = load ptr, ptr %45, align 4
  %47 = getelementptr inbounds ptr, ptr %46, i64 2
  %48 = load ptr, ptr %47, align 4
  %49 = call noundef ptr %48(ptr noundef nonnull align 4 dereferenceable(4) %45) #10
  %50 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %49)
          to label %51 unwind label %54

51:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %52

52:                                               ; preds = %51, %28
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %53 unwind label %59

53:                                               ; preds = %52
  unreachable

54:                                               ; preds = %42
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %2, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %58 unwind label %113

58:                                               ; preds = %54
  br label %108

59:                                               ; preds = %52
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTISt20bad_array_new_length
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %2, align 4
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %3, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %3, align 4
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt20bad_array_new_length) #10
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %108

67:                                               ; preds = %63
  %68 = load ptr, ptr %2, align 4
  %69 = call ptr @__cxa_begin_catch(ptr %68) #10
  store ptr %69, ptr %6, align 4
  %70 = load ptr, ptr %6, align 4
  %71 = load ptr, ptr %70, align 4
  %72 = getelementptr inbounds ptr, ptr %71, i64 2
  %73 = load ptr, ptr %72, align 4
  %74 = call noundef ptr %73(ptr noundef nonnull align 4 dereferenceable(4) %70) #10
  %75 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %74)
          to label %76 unwind label %79

76:                                               ; preds = %67
  call void @__cxa_end_catch()
  br label %77

77:                                               ; preds = %76
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %78 unwind label %84

78:                                               ; preds = %77
  unreachable

79:                                               ; preds = %67
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %2, align 4
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %83 unwind label %113

83:                                               ; preds = %79
  br label %108

84:                                               ; preds = %77
  %85 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
  %86 = extractvalue { ptr, i32 } %85, 0
  store ptr %86, ptr %2, align 4
  %87 = extractvalue { ptr, i32 } %85, 1
  store i32 %87, ptr %3, align 4
  br label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %3, align 4
  %90 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #10
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %108

92:                                               ; preds = %88
  %93 = load ptr, ptr %2, align 4
  %94 = call ptr @__cxa_begin_catch(ptr %93) #10
  store ptr %94, ptr %7, align 4
  %95 = load ptr, ptr %7, align 4
  %96 = load ptr, ptr %95, align 4
  %97 = getelementptr inbounds ptr, ptr %96, i64 2
  %98 = load ptr, ptr %97, align 4
  %99 = call noundef ptr %98(ptr noundef nonnull align 4 dereferenceable(4) %95) #10
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %99)
          to label %101 unwind label %103

101:                                              ; preds = %92
  call void @__cxa_end_catch()
  br label %102

102:                                              ; preds = %101
  ret i32 0

103:                                              ; preds = %92
  %104 = landingpad { ptr, i32 }
          cleanup
  %105 = extractvalue { ptr, i32 } %104, 0
  store ptr %105, ptr %2, align 4
  %106 = extractvalue { ptr, i32 } %104, 1
  store i32 %106, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %107 unwind label %113

107:                                              ; preds = %103
  br label %108

108:                                              ; preds = %107, %88, %83, %63, %58, %38, %33, %13
  %109 = load ptr, ptr %2, align 4
  %110 = load i32, ptr %3, align 4
  %111 = insertvalue { ptr, i32 } poison, ptr %109, 0
  %112 = insertvalue { ptr, i32 } %111, i32 %110, 1
  resume { ptr, i32 } %112

113:                                              ; preds = %103, %79, %54, %29
  %114 = landingpad { ptr, i32 }
          catch ptr null
  %115 = extractvalue { ptr, i32 } %114, 0
  call void @__clang_call_terminate(ptr %115) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9make_intsi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull ptr @_Znam(i32 noundef %7) #13
  store volatile ptr %8, ptr @g_keep, align 4
  %9 = load i32, ptr %2, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  %11 = load volatile ptr, ptr @g_keep, align 4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %1
  call void @_ZdaPv(ptr noundef %11) #14
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11make_listedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull ptr @_Znam(i32 noundef %9) #13
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds i32, ptr %10, i32 1
  store i32 2, ptr %11, align 4
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store i32 3, ptr %12, align 4
  %13 = getelementptr inbounds i32, ptr %12, i32 1
  %14 = sub i32 %9, 12
  call void @llvm.memset.p0.i32(ptr align 4 %13, i8 0, i32 %14, i1 false)
  store volatile ptr %10, ptr @g_keep, align 4
  %15 = load i32, ptr %2, align 4
  %16 = load volatile ptr, ptr @g_keep, align 4
  %17 = load i32, ptr %2, align 4
  %18 = sub nsw i32 %17, 1
  %19 = getelementptr inbounds i32, ptr %16, i32 %18
  %20 = load i32, ptr %19, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %15, i32 noundef %20)
  %22 = load volatile ptr, ptr @g_keep, align 4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %1
  call void @_ZdaPv(ptr noundef %22) #14
  br label %25

25:                                               ; preds = %24, %1
  ret void
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #9

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
