; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

$_ZN1DC2Ei = comdat any

$_ZN1DD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1DC2ERKS_ = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZThn8_NK1D4whoBEv = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZNK1A4whoAEv = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZNK1B4whoBEv = comdat any

$_ZN1AC2ERKS_ = comdat any

$_ZN1BC2ERKS_ = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1D = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1D = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTV1D = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1A, i32 2, ptr @_ZTI1B, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D4whoAEv, ptr @_ZNK1D4whoBEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev, ptr @_ZThn8_NK1D4whoBEv] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev, ptr @_ZNK1A4whoAEv] }, comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev, ptr @_ZNK1B4whoBEv] }, comdat, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.D, align 4
  store i32 0, ptr %1, align 4
  %11 = call ptr @__cxa_allocate_exception(i32 20) #9
  invoke void @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %11, i32 noundef 1)
          to label %12 unwind label %13

12:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #10
          to label %189 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1B
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %2, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %3, align 4
  call void @__cxa_free_exception(ptr %11) #9
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1B
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %2, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #9
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %181

25:                                               ; preds = %21
  %26 = load ptr, ptr %2, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #9
  store ptr %27, ptr %4, align 4
  %28 = load ptr, ptr %4, align 4
  %29 = getelementptr inbounds %struct.B, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %4, align 4
  %32 = load ptr, ptr %31, align 4
  %33 = getelementptr inbounds ptr, ptr %32, i64 2
  %34 = load ptr, ptr %33, align 4
  %35 = invoke noundef ptr %34(ptr noundef nonnull align 4 dereferenceable(8) %31)
          to label %36 unwind label %52

36:                                               ; preds = %25
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, ptr noundef %35)
          to label %38 unwind label %52

38:                                               ; preds = %36
  %39 = load ptr, ptr %4, align 4
  %40 = getelementptr inbounds i8, ptr %39, i32 -8
  store ptr %40, ptr %5, align 4
  %41 = load ptr, ptr %5, align 4
  %42 = getelementptr inbounds %struct.A, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %5, align 4
  %45 = getelementptr inbounds %struct.D, ptr %44, i32 0, i32 2
  %46 = load i32, ptr %45, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i32 noundef %46)
          to label %48 unwind label %52

48:                                               ; preds = %38
  call void @__cxa_end_catch()
  br label %49

49:                                               ; preds = %48
  %50 = call ptr @__cxa_allocate_exception(i32 20) #9
  invoke void @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %50, i32 noundef 2)
          to label %51 unwind label %57

51:                                               ; preds = %49
  invoke void @__cxa_throw(ptr %50, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #10
          to label %189 unwind label %61

52:                                               ; preds = %38, %36, %25
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 4
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %186

56:                                               ; preds = %52
  br label %181

57:                                               ; preds = %49
  %58 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1A
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %2, align 4
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %3, align 4
  call void @__cxa_free_exception(ptr %50) #9
  br label %65

61:                                               ; preds = %51
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
  %63 = extractvalue { ptr, i32 } %62, 0
  store ptr %63, ptr %2, align 4
  %64 = extractvalue { ptr, i32 } %62, 1
  store i32 %64, ptr %3, align 4
  br label %65

65:                                               ; preds = %61, %57
  %66 = load i32, ptr %3, align 4
  %67 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #9
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %181

69:                                               ; preds = %65
  %70 = load ptr, ptr %2, align 4
  %71 = call ptr @__cxa_begin_catch(ptr %70) #9
  store ptr %71, ptr %6, align 4
  %72 = load ptr, ptr %6, align 4
  %73 = getelementptr inbounds %struct.A, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %73, align 4
  %75 = load ptr, ptr %6, align 4
  %76 = load ptr, ptr %75, align 4
  %77 = getelementptr inbounds ptr, ptr %76, i64 2
  %78 = load ptr, ptr %77, align 4
  %79 = invoke noundef ptr %78(ptr noundef nonnull align 4 dereferenceable(8) %75)
          to label %80 unwind label %85

80:                                               ; preds = %69
  %81 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %74, ptr noundef %79)
          to label %82 unwind label %85

82:                                               ; preds = %80
  call void @__cxa_end_catch()
  br label %83

83:                                               ; preds = %82
  call void @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 3)
  %84 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr %7, ptr %84, align 16
  invoke void @__cxa_throw(ptr %84, ptr @_ZTIP1D, ptr null) #10
          to label %189 unwind label %90

85:                                               ; preds = %80, %69
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %2, align 4
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %186

89:                                               ; preds = %85
  br label %181

90:                                               ; preds = %83
  %91 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1A
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %2, align 4
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %3, align 4
  br label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %3, align 4
  %96 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1A) #9
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %180

98:                                               ; preds = %94
  %99 = load ptr, ptr %2, align 4
  %100 = call ptr @__cxa_begin_catch(ptr %99) #9
  store ptr %100, ptr %8, align 4
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %102 unwind label %105

102:                                              ; preds = %98
  call void @__cxa_end_catch() #9
  br label %103

103:                                              ; preds = %102
  %104 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr %7, ptr %104, align 16
  invoke void @__cxa_throw(ptr %104, ptr @_ZTIP1D, ptr null) #10
          to label %189 unwind label %109

105:                                              ; preds = %98
  %106 = landingpad { ptr, i32 }
          cleanup
  %107 = extractvalue { ptr, i32 } %106, 0
  store ptr %107, ptr %2, align 4
  %108 = extractvalue { ptr, i32 } %106, 1
  store i32 %108, ptr %3, align 4
  call void @__cxa_end_catch() #9
  br label %180

109:                                              ; preds = %103
  %110 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1B
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %2, align 4
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %3, align 4
  br label %113

113:                                              ; preds = %109
  %114 = load i32, ptr %3, align 4
  %115 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1B) #9
  %116 = icmp eq i32 %114, %115
  br i1 %116, label %117, label %180

117:                                              ; preds = %113
  %118 = load ptr, ptr %2, align 4
  %119 = call ptr @__cxa_begin_catch(ptr %118) #9
  store ptr %119, ptr %9, align 4
  %120 = load ptr, ptr %9, align 4
  %121 = getelementptr inbounds %struct.B, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %121, align 4
  %123 = load ptr, ptr %9, align 4
  %124 = icmp eq ptr %7, null
  br i1 %124, label %127, label %125

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %7, i32 8
  br label %127

127:                                              ; preds = %125, %117
  %128 = phi ptr [ %126, %125 ], [ null, %117 ]
  %129 = icmp eq ptr %123, %128
  %130 = zext i1 %129 to i32
  %131 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122, i32 noundef %130)
          to label %132 unwind label %136

132:                                              ; preds = %127
  call void @__cxa_end_catch() #9
  br label %133

133:                                              ; preds = %132
  %134 = call ptr @__cxa_allocate_exception(i32 20) #9
  invoke void @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %134, i32 noundef 4)
          to label %135 unwind label %140

135:                                              ; preds = %133
  invoke void @__cxa_throw(ptr %134, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #10
          to label %189 unwind label %144

136:                                              ; preds = %127
  %137 = landingpad { ptr, i32 }
          cleanup
  %138 = extractvalue { ptr, i32 } %137, 0
  store ptr %138, ptr %2, align 4
  %139 = extractvalue { ptr, i32 } %137, 1
  store i32 %139, ptr %3, align 4
  call void @__cxa_end_catch() #9
  br label %180

140:                                              ; preds = %133
  %141 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %142 = extractvalue { ptr, i32 } %141, 0
  store ptr %142, ptr %2, align 4
  %143 = extractvalue { ptr, i32 } %141, 1
  store i32 %143, ptr %3, align 4
  call void @__cxa_free_exception(ptr %134) #9
  br label %148

144:                                              ; preds = %135
  %145 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %146 = extractvalue { ptr, i32 } %145, 0
  store ptr %146, ptr %2, align 4
  %147 = extractvalue { ptr, i32 } %145, 1
  store i32 %147, ptr %3, align 4
  br label %148

148:                                              ; preds = %144, %140
  %149 = load i32, ptr %3, align 4
  %150 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1D) #9
  %151 = icmp eq i32 %149, %150
  br i1 %151, label %152, label %180

152:                                              ; preds = %148
  %153 = load ptr, ptr %2, align 4
  %154 = call ptr @__cxa_get_exception_ptr(ptr %153) #9
  invoke void @_ZN1DC2ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %154)
          to label %155 unwind label %186

155:                                              ; preds = %152
  %156 = call ptr @__cxa_begin_catch(ptr %153) #9
  %157 = getelementptr inbounds %struct.A, ptr %10, i32 0, i32 1
  %158 = load i32, ptr %157, align 4
  %159 = getelementptr inbounds i8, ptr %10, i32 8
  %160 = getelementptr inbounds %struct.B, ptr %159, i32 0, i32 1
  %161 = load i32, ptr %160, align 4
  %162 = getelementptr inbounds %struct.D, ptr %10, i32 0, i32 2
  %163 = load i32, ptr %162, align 4
  %164 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %158, i32 noundef %161, i32 noundef %163)
          to label %165 unwind label %171

165:                                              ; preds = %155
  call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %10) #9
  invoke void @__cxa_end_catch()
          to label %166 unwind label %175

166:                                              ; preds = %165
  br label %167

167:                                              ; preds = %166
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %169 unwind label %175

169:                                              ; preds = %167
  store i32 0, ptr %1, align 4
  call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  %170 = load i32, ptr %1, align 4
  ret i32 %170

171:                                              ; preds = %155
  %172 = landingpad { ptr, i32 }
          cleanup
  %173 = extractvalue { ptr, i32 } %172, 0
  store ptr %173, ptr %2, align 4
  %174 = extractvalue { ptr, i32 } %172, 1
  store i32 %174, ptr %3, align 4
  call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %10) #9
  invoke void @__cxa_end_catch()
          to label %179 unwind label %186

175:                                              ; preds = %167, %165
  %176 = landingpad { ptr, i32 }
          cleanup
  %177 = extractvalue { ptr, i32 } %176, 0
  store ptr %177, ptr %2, align 4
  %178 = extractvalue { ptr, i32 } %176, 1
  store i32 %178, ptr %3, align 4
  br label %180

179:                                              ; preds = %171
  br label %180

180:                                              ; preds = %179, %175, %148, %136, %113, %105, %94
  call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  br label %181

181:                                              ; preds = %180, %89, %65, %56, %21
  %182 = load ptr, ptr %2, align 4
  %183 = load i32, ptr %3, align 4
  %184 = insertvalue { ptr, i32 } poison, ptr %182, 0
  %185 = insertvalue { ptr, i32 } %184, i32 %183, 1
  resume { ptr, i32 } %185

186:                                              ; preds = %171, %152, %85, %52
  %187 = landingpad { ptr, i32 }
          catch ptr null
  %188 = extractvalue { ptr, i32 } %187, 0
  call void @__clang_call_terminate(ptr %188) #11
  unreachable

189:                                              ; preds = %135, %103, %83, %51, %12
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %8 = getelementptr inbounds i8, ptr %7, i32 8
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #9
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %9, align 4
  %10 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %10, align 4
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 10, %12
  %14 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 1
  store i32 %13, ptr %14, align 4
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 20, %15
  %17 = getelementptr inbounds i8, ptr %7, i32 8
  %18 = getelementptr inbounds %struct.B, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %2
  ret void

22:                                               ; preds = %2
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %5, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %6, align 4
  %26 = getelementptr inbounds i8, ptr %7, i32 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %26) #9
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  br label %27

27:                                               ; preds = %22
  %28 = load ptr, ptr %5, align 4
  %29 = load i32, ptr %6, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %4, align 4
  %5 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  %6 = load i32, ptr %5, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %6)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %9) #9
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #11
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  call void @_ZN1AC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef nonnull align 4 dereferenceable(8) %8) #9
  %9 = getelementptr inbounds i8, ptr %7, i32 8
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds i8, ptr %10, i32 8
  call void @_ZN1BC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %9, ptr noundef nonnull align 4 dereferenceable(8) %11) #9
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %7, align 4
  %12 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %12, align 4
  %13 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %14 = load ptr, ptr %4, align 4
  %15 = getelementptr inbounds %struct.D, ptr %14, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %13, align 4
  %17 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %18)
          to label %20 unwind label %21

20:                                               ; preds = %2
  ret void

21:                                               ; preds = %2
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %5, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %6, align 4
  %25 = getelementptr inbounds i8, ptr %7, i32 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %25) #9
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  br label %26

26:                                               ; preds = %21
  %27 = load ptr, ptr %5, align 4
  %28 = load i32, ptr %6, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 20) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #9
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZThn8_NK1D4whoBEv(ptr noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %4)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1A4whoAEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1B4whoBEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.B, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.B, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
