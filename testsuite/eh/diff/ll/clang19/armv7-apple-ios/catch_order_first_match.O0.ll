; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr constant [3 x i8] c"1C\00", align 1
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, align 4
@_ZTI1B = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, align 4
@_ZTI1C = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, align 4
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
@_ZTV1A = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD1Ev, ptr @_ZN1AD0Ev] }, align 4
@_ZTV1B = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD1Ev, ptr @_ZN1BD0Ev] }, align 4
@_ZTV1C = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD1Ev, ptr @_ZN1CD0Ev] }, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
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
  br label %11, !llvm.loop !5

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

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %19 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %15
    i32 5, label %17
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 8 %5, i8 0, i32 4, i1 false)
  %6 = call noundef ptr @_ZN1AC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  call void @__cxa_throw(ptr %5, ptr @_ZTI1A, ptr @_ZN1AD1Ev) #10
  unreachable

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 8 %8, i8 0, i32 4, i1 false)
  %9 = call noundef ptr @_ZN1BC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #8
  call void @__cxa_throw(ptr %8, ptr @_ZTI1B, ptr @_ZN1BD1Ev) #10
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 8 %11, i8 0, i32 4, i1 false)
  %12 = call noundef ptr @_ZN1CC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #8
  call void @__cxa_throw(ptr %11, ptr @_ZTI1C, ptr @_ZN1CD1Ev) #10
  unreachable

13:                                               ; preds = %1
  %14 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 3, ptr %14, align 8
  call void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #10
  unreachable

15:                                               ; preds = %1
  %16 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 4, ptr %16, align 8
  call void @__cxa_throw(ptr %16, ptr @_ZTIl, ptr null) #10
  unreachable

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 5, ptr %18, align 8
  call void @__cxa_throw(ptr %18, ptr @_ZTIj, ptr null) #10
  unreachable

19:                                               ; preds = %1
  %20 = call ptr @__cxa_allocate_exception(i32 1) #8
  store i8 99, ptr %20, align 8
  call void @__cxa_throw(ptr %20, ptr @_ZTIc, ptr null) #10
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1CC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1CD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1CD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPv(ptr noundef %3) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPv(ptr noundef %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1CD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1CD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPv(ptr noundef %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1CD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
