; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.S = type { i32, i32 }

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Ti = linkonce_odr constant [5 x i8] c"M1Ti\00", align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1T = linkonce_odr constant [3 x i8] c"1T\00", align 1
@_ZTI1T = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1T }, align 4
@_ZTIM1Ti = linkonce_odr constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Ti, i32 0, ptr @_ZTIi, ptr @_ZTI1T }, align 4
@_ZTSM1Si = linkonce_odr constant [5 x i8] c"M1Si\00", align 1
@_ZTS1S = linkonce_odr constant [3 x i8] c"1S\00", align 1
@_ZTI1S = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, align 4
@_ZTIM1Si = linkonce_odr constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", align 1
@_ZTSM1SKi = linkonce_odr constant [6 x i8] c"M1SKi\00", align 1
@_ZTIM1SKi = linkonce_odr constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SKi, i32 1, ptr @_ZTIi, ptr @_ZTI1S }, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr constant [8 x i8] c"M1SFivE\00", align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, align 4
@_ZTIM1SFivE = linkonce_odr constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SFivE, i32 0, ptr @_ZTIFivE, ptr @_ZTI1S }, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca { i32, i32 }, align 4
  store i32 0, ptr %1, align 4
  %9 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 0
  store i32 3, ptr %9, align 4
  %10 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  store i32 4, ptr %10, align 4
  %11 = call ptr @__cxa_allocate_exception(i32 4) #4
  store i32 4, ptr %11, align 8
  invoke void @__cxa_throw(ptr %11, ptr @_ZTIM1Si, ptr null) #5
          to label %112 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1Ti
          catch ptr @_ZTIM1Si
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Ti) #4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #4
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %6, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %25 unwind label %44

25:                                               ; preds = %20
  call void @__cxa_end_catch() #4
  br label %26

26:                                               ; preds = %25, %39
  %27 = call ptr @__cxa_allocate_exception(i32 4) #4
  store i32 0, ptr %27, align 8
  invoke void @__cxa_throw(ptr %27, ptr @_ZTIM1Si, ptr null) #5
          to label %112 unwind label %48

28:                                               ; preds = %16
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Si) #4
  %30 = icmp eq i32 %17, %29
  br i1 %30, label %31, label %107

31:                                               ; preds = %28
  %32 = load ptr, ptr %3, align 4
  %33 = call ptr @__cxa_begin_catch(ptr %32) #4
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %5, align 4
  %35 = load i32, ptr %5, align 4
  %36 = getelementptr inbounds i8, ptr %2, i32 %35
  %37 = load i32, ptr %36, align 4
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37)
          to label %39 unwind label %40

39:                                               ; preds = %31
  call void @__cxa_end_catch() #4
  br label %26

40:                                               ; preds = %31
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %3, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

44:                                               ; preds = %20
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %3, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

48:                                               ; preds = %26
  %49 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1SKi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %3, align 4
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %4, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %4, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SKi) #4
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %107

56:                                               ; preds = %52
  %57 = load ptr, ptr %3, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #4
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %7, align 4
  %60 = load i32, ptr %7, align 4
  %61 = getelementptr inbounds i8, ptr %2, i32 %60
  %62 = load i32, ptr %61, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62)
          to label %64 unwind label %67

64:                                               ; preds = %56
  call void @__cxa_end_catch() #4
  br label %65

65:                                               ; preds = %64
  %66 = call ptr @__cxa_allocate_exception(i32 8) #4
  store { i32, i32 } { i32 ptrtoint (ptr @_ZN1S5twiceEv to i32), i32 0 }, ptr %66, align 8
  invoke void @__cxa_throw(ptr %66, ptr @_ZTIM1SFivE, ptr null) #5
          to label %112 unwind label %71

67:                                               ; preds = %56
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = extractvalue { ptr, i32 } %68, 0
  store ptr %69, ptr %3, align 4
  %70 = extractvalue { ptr, i32 } %68, 1
  store i32 %70, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

71:                                               ; preds = %65
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1SFivE
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %3, align 4
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %4, align 4
  br label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %4, align 4
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SFivE) #4
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %107

79:                                               ; preds = %75
  %80 = load ptr, ptr %3, align 4
  %81 = call ptr @__cxa_begin_catch(ptr %80) #4
  %82 = load { i32, i32 }, ptr %81, align 4
  store { i32, i32 } %82, ptr %8, align 4
  %83 = load { i32, i32 }, ptr %8, align 4
  %84 = extractvalue { i32, i32 } %83, 1
  %85 = ashr i32 %84, 1
  %86 = getelementptr inbounds i8, ptr %2, i32 %85
  %87 = extractvalue { i32, i32 } %83, 0
  %88 = and i32 %84, 1
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %79
  %91 = load ptr, ptr %86, align 4
  %92 = getelementptr i8, ptr %91, i32 %87, !nosanitize !5
  %93 = load ptr, ptr %92, align 4, !nosanitize !5
  br label %96

94:                                               ; preds = %79
  %95 = inttoptr i32 %87 to ptr
  br label %96

96:                                               ; preds = %94, %90
  %97 = phi ptr [ %93, %90 ], [ %95, %94 ]
  %98 = invoke noundef i32 %97(ptr noundef nonnull align 4 dereferenceable(8) %86)
          to label %99 unwind label %103

99:                                               ; preds = %96
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98)
          to label %101 unwind label %103

101:                                              ; preds = %99
  call void @__cxa_end_catch() #4
  br label %102

102:                                              ; preds = %101
  ret i32 0

103:                                              ; preds = %99, %96
  %104 = landingpad { ptr, i32 }
          cleanup
  %105 = extractvalue { ptr, i32 } %104, 0
  store ptr %105, ptr %3, align 4
  %106 = extractvalue { ptr, i32 } %104, 1
  store i32 %106, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %107

107:                                              ; preds = %103, %75, %67, %52, %44, %40, %28
  %108 = load ptr, ptr %3, align 4
  %109 = load i32, ptr %4, align 4
  %110 = insertvalue { ptr, i32 } poison, ptr %108, 0
  %111 = insertvalue { ptr, i32 } %110, i32 %109, 1
  resume { ptr, i32 } %111

112:                                              ; preds = %65, %26, %0
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
define linkonce_odr noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{}
