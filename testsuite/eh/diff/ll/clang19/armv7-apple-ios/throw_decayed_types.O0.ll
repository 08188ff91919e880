; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIPKi = external constant ptr
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, align 4
@_ZTIPFivE = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPFivE, i32 0, ptr @_ZTIFivE }, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant ptr
@_ZTIPc = external constant ptr
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [6 x i8], align 1
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr @_ZL5table, ptr %9, align 8
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIPi, ptr null) #6
          to label %97 unwind label %10

10:                                               ; preds = %0
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKi
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %2, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %92

18:                                               ; preds = %14
  %19 = load ptr, ptr %2, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #5
  store ptr %20, ptr %4, align 4
  %21 = load ptr, ptr %4, align 4
  %22 = getelementptr inbounds i32, ptr %21, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = load ptr, ptr %4, align 4
  %25 = getelementptr inbounds i32, ptr %24, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = load ptr, ptr %4, align 4
  %28 = getelementptr inbounds i32, ptr %27, i32 2
  %29 = load i32, ptr %28, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %26, i32 noundef %29)
          to label %31 unwind label %34

31:                                               ; preds = %18
  call void @__cxa_end_catch() #5
  br label %32

32:                                               ; preds = %31
  %33 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr @_ZL5sevenv, ptr %33, align 8
  invoke void @__cxa_throw(ptr %33, ptr @_ZTIPFivE, ptr null) #6
          to label %97 unwind label %38

34:                                               ; preds = %18
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %2, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %92

38:                                               ; preds = %32
  %39 = landingpad { ptr, i32 }
          catch ptr @_ZTIPv
          catch ptr @_ZTIPFivE
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %2, align 4
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %3, align 4
  br label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %3, align 4
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #5
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %54

46:                                               ; preds = %42
  %47 = load ptr, ptr %2, align 4
  %48 = call ptr @__cxa_begin_catch(ptr %47) #5
  store ptr %48, ptr %6, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %50 unwind label %69

50:                                               ; preds = %46
  call void @__cxa_end_catch() #5
  br label %51

51:                                               ; preds = %50, %64
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %7, ptr align 1 @__const.main.word, i32 6, i1 false)
  %52 = call ptr @__cxa_allocate_exception(i32 4) #5
  %53 = getelementptr inbounds [6 x i8], ptr %7, i32 0, i32 0
  store ptr %53, ptr %52, align 8
  invoke void @__cxa_throw(ptr %52, ptr @_ZTIPc, ptr null) #6
          to label %97 unwind label %73

54:                                               ; preds = %42
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPFivE) #5
  %56 = icmp eq i32 %43, %55
  br i1 %56, label %57, label %92

57:                                               ; preds = %54
  %58 = load ptr, ptr %2, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #5
  store ptr %59, ptr %5, align 4
  %60 = load ptr, ptr %5, align 4
  %61 = invoke noundef i32 %60()
          to label %62 unwind label %65

62:                                               ; preds = %57
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %61)
          to label %64 unwind label %65

64:                                               ; preds = %62
  call void @__cxa_end_catch() #5
  br label %51

65:                                               ; preds = %62, %57
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %2, align 4
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %92

69:                                               ; preds = %46
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %2, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %92

73:                                               ; preds = %51
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %75 = extractvalue { ptr, i32 } %74, 0
  store ptr %75, ptr %2, align 4
  %76 = extractvalue { ptr, i32 } %74, 1
  store i32 %76, ptr %3, align 4
  br label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %3, align 4
  %79 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #5
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %92

81:                                               ; preds = %77
  %82 = load ptr, ptr %2, align 4
  %83 = call ptr @__cxa_begin_catch(ptr %82) #5
  store ptr %83, ptr %8, align 4
  %84 = load ptr, ptr %8, align 4
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %84)
          to label %86 unwind label %88

86:                                               ; preds = %81
  call void @__cxa_end_catch() #5
  br label %87

87:                                               ; preds = %86
  ret i32 0

88:                                               ; preds = %81
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %2, align 4
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %92

92:                                               ; preds = %88, %77, %69, %65, %54, %34, %14
  %93 = load ptr, ptr %2, align 4
  %94 = load i32, ptr %3, align 4
  %95 = insertvalue { ptr, i32 } poison, ptr %93, 0
  %96 = insertvalue { ptr, i32 } %95, i32 %94, 1
  resume { ptr, i32 } %96

97:                                               ; preds = %51, %32, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5sevenv() #3 {
  ret i32 7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
