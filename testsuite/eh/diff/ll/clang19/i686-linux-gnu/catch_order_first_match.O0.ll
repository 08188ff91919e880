; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1CD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 4
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 4
@_ZTIl = external constant ptr
@_ZTIj = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant ptr
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 4
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 4
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %32, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %124

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %15)
          to label %16 unwind label %17

16:                                               ; preds = %14
  br label %31

17:                                               ; preds = %14
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1C
          catch ptr @_ZTIl
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
          catch ptr @_ZTIj
          catch ptr @_ZTIi
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %4, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1C) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %21
  %26 = load ptr, ptr %3, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #8
  store ptr %27, ptr %10, align 4
  %28 = load i32, ptr %2, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %28)
          to label %30 unwind label %119

30:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %30, %45, %54, %63, %74, %85, %91, %16
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %11, !llvm.loop !7

35:                                               ; preds = %21
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #8
  %37 = icmp eq i32 %22, %36
  br i1 %37, label %38, label %46

38:                                               ; preds = %35
  %39 = load ptr, ptr %3, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %9, align 4
  %42 = load i32, ptr %2, align 4
  %43 = load i32, ptr %9, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %42, i32 noundef %43)
          to label %45 unwind label %115

45:                                               ; preds = %38
  call void @__cxa_end_catch() #8
  br label %31

46:                                               ; preds = %35
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #8
  %48 = icmp eq i32 %22, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = load ptr, ptr %3, align 4
  %51 = call ptr @__cxa_begin_catch(ptr %50) #8
  store ptr %51, ptr %8, align 4
  %52 = load i32, ptr %2, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %52)
          to label %54 unwind label %110

54:                                               ; preds = %49
  call void @__cxa_end_catch()
  br label %31

55:                                               ; preds = %46
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #8
  %57 = icmp eq i32 %22, %56
  br i1 %57, label %58, label %64

58:                                               ; preds = %55
  %59 = load ptr, ptr %3, align 4
  %60 = call ptr @__cxa_begin_catch(ptr %59) #8
  store ptr %60, ptr %7, align 4
  %61 = load i32, ptr %2, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61)
          to label %63 unwind label %105

63:                                               ; preds = %58
  call void @__cxa_end_catch()
  br label %31

64:                                               ; preds = %55
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIj) #8
  %66 = icmp eq i32 %22, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %64
  %68 = load ptr, ptr %3, align 4
  %69 = call ptr @__cxa_begin_catch(ptr %68) #8
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %6, align 4
  %71 = load i32, ptr %2, align 4
  %72 = load i32, ptr %6, align 4
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i32 noundef %72)
          to label %74 unwind label %101

74:                                               ; preds = %67
  call void @__cxa_end_catch() #8
  br label %31

75:                                               ; preds = %64
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %77 = icmp eq i32 %22, %76
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = load ptr, ptr %3, align 4
  %80 = call ptr @__cxa_begin_catch(ptr %79) #8
  %81 = load i32, ptr %80, align 4
  store i32 %81, ptr %5, align 4
  %82 = load i32, ptr %2, align 4
  %83 = load i32, ptr %5, align 4
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, i32 noundef %83)
          to label %85 unwind label %97

85:                                               ; preds = %78
  call void @__cxa_end_catch() #8
  br label %31

86:                                               ; preds = %75
  %87 = load ptr, ptr %3, align 4
  %88 = call ptr @__cxa_begin_catch(ptr %87) #8
  %89 = load i32, ptr %2, align 4
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %89)
          to label %91 unwind label %92

91:                                               ; preds = %86
  call void @__cxa_end_catch()
  br label %31

92:                                               ; preds = %86
  %93 = landingpad { ptr, i32 }
          cleanup
  %94 = extractvalue { ptr, i32 } %93, 0
  store ptr %94, ptr %3, align 4
  %95 = extractvalue { ptr, i32 } %93, 1
  store i32 %95, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %96 unwind label %130

96:                                               ; preds = %92
  br label %125

97:                                               ; preds = %78
  %98 = landingpad { ptr, i32 }
          cleanup
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %3, align 4
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %125

101:                                              ; preds = %67
  %102 = landingpad { ptr, i32 }
          cleanup
  %103 = extractvalue { ptr, i32 } %102, 0
  store ptr %103, ptr %3, align 4
  %104 = extractvalue { ptr, i32 } %102, 1
  store i32 %104, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %125

105:                                              ; preds = %58
  %106 = landingpad { ptr, i32 }
          cleanup
  %107 = extractvalue { ptr, i32 } %106, 0
  store ptr %107, ptr %3, align 4
  %108 = extractvalue { ptr, i32 } %106, 1
  store i32 %108, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %109 unwind label %130

109:                                              ; preds = %105
  br label %125

110:                                              ; preds = %49
  %111 = landingpad { ptr, i32 }
          cleanup
  %112 = extractvalue { ptr, i32 } %111, 0
  store ptr %112, ptr %3, align 4
  %113 = extractvalue { ptr, i32 } %111, 1
  store i32 %113, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %114 unwind label %130

114:                                              ; preds = %110
  br label %125

115:                                              ; preds = %38
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %3, align 4
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %125

119:                                              ; preds = %25
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %3, align 4
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %123 unwind label %130

123:                                              ; preds = %119
  br label %125

124:                                              ; preds = %11
  ret i32 0

125:                                              ; preds = %123, %115, %114, %109, %101, %97, %96
  %126 = load ptr, ptr %3, align 4
  %127 = load i32, ptr %4, align 4
  %128 = insertvalue { ptr, i32 } poison, ptr %126, 0
  %129 = insertvalue { ptr, i32 } %128, i32 %127, 1
  resume { ptr, i32 } %129

130:                                              ; preds = %119, %110, %105, %92
  %131 = landingpad { ptr, i32 }
          catch ptr null
  %132 = extractvalue { ptr, i32 } %131, 0
  call void @__clang_call_terminate(ptr %132) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %16 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %5, i8 0, i32 4, i1 false)
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  call void @__cxa_throw(ptr %5, ptr @_ZTI1A, ptr @_ZN1AD2Ev) #10
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %7, i8 0, i32 4, i1 false)
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  call void @__cxa_throw(ptr %7, ptr @_ZTI1B, ptr @_ZN1BD2Ev) #10
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %9, i8 0, i32 4, i1 false)
  call void @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #8
  call void @__cxa_throw(ptr %9, ptr @_ZTI1C, ptr @_ZN1CD2Ev) #10
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 3, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #10
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 4, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIl, ptr null) #10
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 5, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIj, ptr null) #10
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i32 1) #8
  store i8 99, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIc, ptr null) #10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1CD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 4) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
