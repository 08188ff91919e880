; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1S = linkonce_odr constant [4 x i8] c"P1S\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1S = linkonce_odr constant [3 x i8] c"1S\00", align 1
@_ZTI1S = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, align 4
@_ZTIP1S = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1S, i32 0, ptr @_ZTI1S }, align 4
@_ZTIDn = external constant ptr
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Si = linkonce_odr constant [5 x i8] c"M1Si\00", align 1
@_ZTIM1Si = linkonce_odr constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZTIPi = external constant ptr
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %10 = call ptr @__cxa_allocate_exception(i32 4) #3
  store ptr null, ptr %10, align 8
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIDn, ptr null) #4
          to label %126 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTIP1S
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #3
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load ptr, ptr %2, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #3
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %5, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %24 unwind label %42

24:                                               ; preds = %19
  call void @__cxa_end_catch() #3
  br label %25

25:                                               ; preds = %24, %37
  %26 = call ptr @__cxa_allocate_exception(i32 4) #3
  store ptr null, ptr %26, align 8
  invoke void @__cxa_throw(ptr %26, ptr @_ZTIDn, ptr null) #4
          to label %126 unwind label %46

27:                                               ; preds = %15
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1S) #3
  %29 = icmp eq i32 %16, %28
  br i1 %29, label %30, label %121

30:                                               ; preds = %27
  %31 = load ptr, ptr %2, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #3
  store ptr %32, ptr %4, align 4
  %33 = load ptr, ptr %4, align 4
  %34 = icmp eq ptr %33, null
  %35 = zext i1 %34 to i32
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35)
          to label %37 unwind label %38

37:                                               ; preds = %30
  call void @__cxa_end_catch() #3
  br label %25

38:                                               ; preds = %30
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %2, align 4
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

42:                                               ; preds = %19
  %43 = landingpad { ptr, i32 }
          cleanup
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %2, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

46:                                               ; preds = %25
  %47 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1Si
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %2, align 4
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %3, align 4
  br label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %3, align 4
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Si) #3
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %121

54:                                               ; preds = %50
  %55 = load ptr, ptr %2, align 4
  %56 = call ptr @__cxa_begin_catch(ptr %55) #3
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %6, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp eq i32 %58, -1
  %60 = zext i1 %59 to i32
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60)
          to label %62 unwind label %65

62:                                               ; preds = %54
  call void @__cxa_end_catch() #3
  br label %63

63:                                               ; preds = %62
  %64 = call ptr @__cxa_allocate_exception(i32 4) #3
  store ptr null, ptr %64, align 8
  invoke void @__cxa_throw(ptr %64, ptr @_ZTIDn, ptr null) #4
          to label %126 unwind label %69

65:                                               ; preds = %54
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %2, align 4
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

69:                                               ; preds = %63
  %70 = landingpad { ptr, i32 }
          catch ptr @_ZTIDn
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %2, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %3, align 4
  br label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %3, align 4
  %75 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIDn) #3
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %121

77:                                               ; preds = %73
  %78 = load ptr, ptr %2, align 4
  %79 = call ptr @__cxa_begin_catch(ptr %78) #3
  store ptr %79, ptr %7, align 4
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %81 unwind label %84

81:                                               ; preds = %77
  call void @__cxa_end_catch() #3
  br label %82

82:                                               ; preds = %81
  %83 = call ptr @__cxa_allocate_exception(i32 4) #3
  store ptr null, ptr %83, align 8
  invoke void @__cxa_throw(ptr %83, ptr @_ZTIPi, ptr null) #4
          to label %126 unwind label %88

84:                                               ; preds = %77
  %85 = landingpad { ptr, i32 }
          cleanup
  %86 = extractvalue { ptr, i32 } %85, 0
  store ptr %86, ptr %2, align 4
  %87 = extractvalue { ptr, i32 } %85, 1
  store i32 %87, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

88:                                               ; preds = %82
  %89 = landingpad { ptr, i32 }
          catch ptr @_ZTIDn
          catch ptr @_ZTIPKi
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %2, align 4
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %3, align 4
  br label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %3, align 4
  %94 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIDn) #3
  %95 = icmp eq i32 %93, %94
  br i1 %95, label %96, label %102

96:                                               ; preds = %92
  %97 = load ptr, ptr %2, align 4
  %98 = call ptr @__cxa_begin_catch(ptr %97) #3
  store ptr %98, ptr %9, align 4
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %100 unwind label %117

100:                                              ; preds = %96
  call void @__cxa_end_catch() #3
  br label %101

101:                                              ; preds = %100, %112
  ret i32 0

102:                                              ; preds = %92
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #3
  %104 = icmp eq i32 %93, %103
  br i1 %104, label %105, label %121

105:                                              ; preds = %102
  %106 = load ptr, ptr %2, align 4
  %107 = call ptr @__cxa_begin_catch(ptr %106) #3
  store ptr %107, ptr %8, align 4
  %108 = load ptr, ptr %8, align 4
  %109 = icmp eq ptr %108, null
  %110 = zext i1 %109 to i32
  %111 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %110)
          to label %112 unwind label %113

112:                                              ; preds = %105
  call void @__cxa_end_catch() #3
  br label %101

113:                                              ; preds = %105
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %2, align 4
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

117:                                              ; preds = %96
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  store ptr %119, ptr %2, align 4
  %120 = extractvalue { ptr, i32 } %118, 1
  store i32 %120, ptr %3, align 4
  call void @__cxa_end_catch() #3
  br label %121

121:                                              ; preds = %117, %113, %102, %84, %73, %65, %50, %42, %38, %27
  %122 = load ptr, ptr %2, align 4
  %123 = load i32, ptr %3, align 4
  %124 = insertvalue { ptr, i32 } poison, ptr %122, 0
  %125 = insertvalue { ptr, i32 } %124, i32 %123, 1
  resume { ptr, i32 } %125

126:                                              ; preds = %82, %63, %25, %0
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
