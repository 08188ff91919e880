; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Base = type { ptr, i32 }

$_ZN7DerivedC2Ei = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZN4BaseD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4kindEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4kindEv] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = call ptr @__cxa_allocate_exception(i32 8) #7
  invoke void @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev) #8
          to label %154 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  call void @__cxa_free_exception(ptr %9) #7
  br label %19

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %15, %11
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %50

23:                                               ; preds = %19
  %24 = load ptr, ptr %2, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #7
  store ptr %25, ptr %4, align 4
  %26 = load ptr, ptr %4, align 4
  %27 = load ptr, ptr %26, align 4
  %28 = getelementptr inbounds ptr, ptr %27, i64 2
  %29 = load ptr, ptr %28, align 4
  %30 = invoke noundef ptr %29(ptr noundef nonnull align 4 dereferenceable(8) %26)
          to label %31 unwind label %40

31:                                               ; preds = %23
  %32 = load ptr, ptr %4, align 4
  %33 = getelementptr inbounds %struct.Base, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %30, i32 noundef %34)
          to label %36 unwind label %40

36:                                               ; preds = %31
  %37 = call ptr @__cxa_allocate_exception(i32 8) #7
  %38 = load ptr, ptr %4, align 4
  invoke void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %37, ptr noundef nonnull align 4 dereferenceable(8) %38)
          to label %39 unwind label %44

39:                                               ; preds = %36
  invoke void @__cxa_throw(ptr %37, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev) #8
          to label %154 unwind label %40

40:                                               ; preds = %39, %31, %23
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %2, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %3, align 4
  br label %48

44:                                               ; preds = %36
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  call void @__cxa_free_exception(ptr %37) #7
  br label %48

48:                                               ; preds = %44, %40
  invoke void @__cxa_end_catch()
          to label %49 unwind label %151

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49, %19
  %51 = load i32, ptr %3, align 4
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #7
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %62

54:                                               ; preds = %50
  %55 = load ptr, ptr %2, align 4
  %56 = call ptr @__cxa_begin_catch(ptr %55) #7
  store ptr %56, ptr %6, align 4
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %58 unwind label %85

58:                                               ; preds = %54
  call void @__cxa_end_catch()
  br label %59

59:                                               ; preds = %58, %78, %79
  %60 = call ptr @__cxa_allocate_exception(i32 8) #7
  invoke void @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %60, i32 noundef 2)
          to label %61 unwind label %90

61:                                               ; preds = %59
  invoke void @__cxa_throw(ptr %60, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev) #8
          to label %154 unwind label %94

62:                                               ; preds = %50
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %64 = icmp eq i32 %51, %63
  br i1 %64, label %65, label %146

65:                                               ; preds = %62
  %66 = load ptr, ptr %2, align 4
  %67 = call ptr @__cxa_begin_catch(ptr %66) #7
  store ptr %67, ptr %5, align 4
  %68 = load ptr, ptr %5, align 4
  %69 = load ptr, ptr %68, align 4
  %70 = getelementptr inbounds ptr, ptr %69, i64 2
  %71 = load ptr, ptr %70, align 4
  %72 = invoke noundef ptr %71(ptr noundef nonnull align 4 dereferenceable(8) %68)
          to label %73 unwind label %80

73:                                               ; preds = %65
  %74 = load ptr, ptr %5, align 4
  %75 = getelementptr inbounds %struct.Base, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %72, i32 noundef %76)
          to label %78 unwind label %80

78:                                               ; preds = %73
  call void @__cxa_end_catch()
  br label %59

79:                                               ; No predecessors!
  br label %59

80:                                               ; preds = %73, %65
  %81 = landingpad { ptr, i32 }
          cleanup
  %82 = extractvalue { ptr, i32 } %81, 0
  store ptr %82, ptr %2, align 4
  %83 = extractvalue { ptr, i32 } %81, 1
  store i32 %83, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %151

84:                                               ; preds = %80
  br label %146

85:                                               ; preds = %54
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %2, align 4
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %151

89:                                               ; preds = %85
  br label %146

90:                                               ; preds = %59
  %91 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %2, align 4
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %3, align 4
  call void @__cxa_free_exception(ptr %60) #7
  br label %98

94:                                               ; preds = %61
  %95 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %2, align 4
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %3, align 4
  br label %98

98:                                               ; preds = %94, %90
  %99 = load i32, ptr %3, align 4
  %100 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %121

102:                                              ; preds = %98
  %103 = load ptr, ptr %2, align 4
  %104 = call ptr @__cxa_begin_catch(ptr %103) #7
  store ptr %104, ptr %7, align 4
  %105 = load ptr, ptr %7, align 4
  %106 = load ptr, ptr %105, align 4
  %107 = getelementptr inbounds ptr, ptr %106, i64 2
  %108 = load ptr, ptr %107, align 4
  %109 = invoke noundef ptr %108(ptr noundef nonnull align 4 dereferenceable(8) %105)
          to label %110 unwind label %116

110:                                              ; preds = %102
  %111 = load ptr, ptr %7, align 4
  %112 = getelementptr inbounds %struct.Base, ptr %111, i32 0, i32 1
  %113 = load i32, ptr %112, align 4
  %114 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %109, i32 noundef %113)
          to label %115 unwind label %116

115:                                              ; preds = %110
  invoke void @__cxa_rethrow() #8
          to label %154 unwind label %116

116:                                              ; preds = %115, %110, %102
  %117 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
  %118 = extractvalue { ptr, i32 } %117, 0
  store ptr %118, ptr %2, align 4
  %119 = extractvalue { ptr, i32 } %117, 1
  store i32 %119, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %120 unwind label %151

120:                                              ; preds = %116
  br label %121

121:                                              ; preds = %120, %98
  %122 = load i32, ptr %3, align 4
  %123 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #7
  %124 = icmp eq i32 %122, %123
  br i1 %124, label %125, label %146

125:                                              ; preds = %121
  %126 = load ptr, ptr %2, align 4
  %127 = call ptr @__cxa_begin_catch(ptr %126) #7
  store ptr %127, ptr %8, align 4
  %128 = load ptr, ptr %8, align 4
  %129 = load ptr, ptr %128, align 4
  %130 = getelementptr inbounds ptr, ptr %129, i64 2
  %131 = load ptr, ptr %130, align 4
  %132 = invoke noundef ptr %131(ptr noundef nonnull align 4 dereferenceable(8) %128)
          to label %133 unwind label %141

133:                                              ; preds = %125
  %134 = load ptr, ptr %8, align 4
  %135 = getelementptr inbounds %struct.Base, ptr %134, i32 0, i32 1
  %136 = load i32, ptr %135, align 4
  %137 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %132, i32 noundef %136)
          to label %138 unwind label %141

138:                                              ; preds = %133
  call void @__cxa_end_catch()
  br label %139

139:                                              ; preds = %138, %140
  ret i32 0

140:                                              ; No predecessors!
  br label %139

141:                                              ; preds = %133, %125
  %142 = landingpad { ptr, i32 }
          cleanup
  %143 = extractvalue { ptr, i32 } %142, 0
  store ptr %143, ptr %2, align 4
  %144 = extractvalue { ptr, i32 } %142, 1
  store i32 %144, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %145 unwind label %151

145:                                              ; preds = %141
  br label %146

146:                                              ; preds = %145, %121, %89, %84, %62
  %147 = load ptr, ptr %2, align 4
  %148 = load i32, ptr %3, align 4
  %149 = insertvalue { ptr, i32 } poison, ptr %147, 0
  %150 = insertvalue { ptr, i32 } %149, i32 %148, 1
  resume { ptr, i32 } %150

151:                                              ; preds = %141, %116, %85, %80, %48
  %152 = landingpad { ptr, i32 }
          catch ptr null
  %153 = extractvalue { ptr, i32 } %152, 0
  call void @__clang_call_terminate(ptr %153) #9
  unreachable

154:                                              ; preds = %115, %61, %39, %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  call void @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %5, align 4
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Base, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %13, i32 noundef %15)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7Derived4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
