; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

$_ZN1DC2Ei = comdat any

$_ZN1DD2Ev = comdat any

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
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1A, i32 2, ptr @_ZTI1B, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr hidden constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr hidden constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D4whoAEv, ptr @_ZNK1D4whoBEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev, ptr @_ZThn8_NK1D4whoBEv] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev, ptr @_ZNK1A4whoAEv] }, comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev, ptr @_ZNK1B4whoBEv] }, comdat, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca %struct.D, align 4
  store i32 0, ptr %1, align 4
  %10 = call ptr @__cxa_allocate_exception(i32 20) #10
  %11 = invoke noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %10, i32 noundef 1)
          to label %12 unwind label %157

12:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #6
          to label %182 unwind label %13

13:                                               ; preds = %12, %157
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTI1B]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %2, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #10
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %46

21:                                               ; preds = %15
  %22 = load ptr, ptr %2, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #10 [ "funclet"(token %16) ]
  store ptr %23, ptr %3, align 4
  %24 = load ptr, ptr %3, align 4
  %25 = getelementptr inbounds %struct.B, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = invoke noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(8) %27) [ "funclet"(token %16) ]
          to label %32 unwind label %159

32:                                               ; preds = %21
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, ptr noundef %31) [ "funclet"(token %16) ]
          to label %34 unwind label %159

34:                                               ; preds = %32
  %35 = load ptr, ptr %3, align 4
  %36 = getelementptr inbounds i8, ptr %35, i32 -8
  store ptr %36, ptr %4, align 4
  %37 = load ptr, ptr %4, align 4
  %38 = getelementptr inbounds %struct.A, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %4, align 4
  %41 = getelementptr inbounds %struct.D, ptr %40, i32 0, i32 2
  %42 = load i32, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %42) [ "funclet"(token %16) ]
          to label %44 unwind label %159

44:                                               ; preds = %34
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %45

45:                                               ; preds = %44
  br label %47

46:                                               ; preds = %15
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
  unreachable

47:                                               ; preds = %45
  %48 = call ptr @__cxa_allocate_exception(i32 20) #10
  %49 = invoke noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %48, i32 noundef 2)
          to label %50 unwind label %162

50:                                               ; preds = %47
  invoke void @__cxa_throw(ptr %48, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #6
          to label %182 unwind label %51

51:                                               ; preds = %50, %162
  %52 = catchswitch within none [label %53] unwind to caller

53:                                               ; preds = %51
  %54 = catchpad within %52 [ptr @_ZTI1A]
  %55 = call ptr @llvm.wasm.get.exception(token %54)
  store ptr %55, ptr %2, align 4
  %56 = call i32 @llvm.wasm.get.ehselector(token %54)
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #10
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %74

59:                                               ; preds = %53
  %60 = load ptr, ptr %2, align 4
  %61 = call ptr @__cxa_begin_catch(ptr %60) #10 [ "funclet"(token %54) ]
  store ptr %61, ptr %5, align 4
  %62 = load ptr, ptr %5, align 4
  %63 = getelementptr inbounds %struct.A, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = load ptr, ptr %5, align 4
  %66 = load ptr, ptr %65, align 4
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 4
  %69 = invoke noundef ptr %68(ptr noundef nonnull align 4 dereferenceable(8) %65) [ "funclet"(token %54) ]
          to label %70 unwind label %164

70:                                               ; preds = %59
  %71 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %64, ptr noundef %69) [ "funclet"(token %54) ]
          to label %72 unwind label %164

72:                                               ; preds = %70
  call void @__cxa_end_catch() [ "funclet"(token %54) ]
  catchret from %54 to label %73

73:                                               ; preds = %72
  br label %75

74:                                               ; preds = %53
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %54) ]
  unreachable

75:                                               ; preds = %73
  %76 = call noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %6, i32 noundef 3)
  %77 = call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr %6, ptr %77, align 16
  invoke void @__cxa_throw(ptr %77, ptr @_ZTIP1D, ptr null) #6
          to label %182 unwind label %78

78:                                               ; preds = %75
  %79 = catchswitch within none [label %80] unwind label %179

80:                                               ; preds = %78
  %81 = catchpad within %79 [ptr @_ZTIP1A]
  %82 = call ptr @llvm.wasm.get.exception(token %81)
  store ptr %82, ptr %2, align 4
  %83 = call i32 @llvm.wasm.get.ehselector(token %81)
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1A) #10
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %80
  %87 = load ptr, ptr %2, align 4
  %88 = call ptr @__cxa_begin_catch(ptr %87) #10 [ "funclet"(token %81) ]
  store ptr %88, ptr %7, align 4
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %81) ]
          to label %90 unwind label %167

90:                                               ; preds = %86
  call void @__cxa_end_catch() #10 [ "funclet"(token %81) ]
  catchret from %81 to label %91

91:                                               ; preds = %90
  br label %93

92:                                               ; preds = %80
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %81) ]
          to label %182 unwind label %179

93:                                               ; preds = %91
  %94 = call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr %6, ptr %94, align 16
  invoke void @__cxa_throw(ptr %94, ptr @_ZTIP1D, ptr null) #6
          to label %182 unwind label %95

95:                                               ; preds = %93
  %96 = catchswitch within none [label %97] unwind label %179

97:                                               ; preds = %95
  %98 = catchpad within %96 [ptr @_ZTIP1B]
  %99 = call ptr @llvm.wasm.get.exception(token %98)
  store ptr %99, ptr %2, align 4
  %100 = call i32 @llvm.wasm.get.ehselector(token %98)
  %101 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1B) #10
  %102 = icmp eq i32 %100, %101
  br i1 %102, label %103, label %120

103:                                              ; preds = %97
  %104 = load ptr, ptr %2, align 4
  %105 = call ptr @__cxa_begin_catch(ptr %104) #10 [ "funclet"(token %98) ]
  store ptr %105, ptr %8, align 4
  %106 = load ptr, ptr %8, align 4
  %107 = getelementptr inbounds %struct.B, ptr %106, i32 0, i32 1
  %108 = load i32, ptr %107, align 4
  %109 = load ptr, ptr %8, align 4
  %110 = icmp eq ptr %6, null
  br i1 %110, label %113, label %111

111:                                              ; preds = %103
  %112 = getelementptr inbounds i8, ptr %6, i32 8
  br label %113

113:                                              ; preds = %111, %103
  %114 = phi ptr [ %112, %111 ], [ null, %103 ]
  %115 = icmp eq ptr %109, %114
  %116 = zext i1 %115 to i32
  %117 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %108, i32 noundef %116) [ "funclet"(token %98) ]
          to label %118 unwind label %169

118:                                              ; preds = %113
  call void @__cxa_end_catch() #10 [ "funclet"(token %98) ]
  catchret from %98 to label %119

119:                                              ; preds = %118
  br label %121

120:                                              ; preds = %97
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %98) ]
          to label %182 unwind label %179

121:                                              ; preds = %119
  %122 = call ptr @__cxa_allocate_exception(i32 20) #10
  %123 = invoke noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %122, i32 noundef 4)
          to label %124 unwind label %171

124:                                              ; preds = %121
  invoke void @__cxa_throw(ptr %122, ptr @_ZTI1D, ptr @_ZN1DD2Ev) #6
          to label %182 unwind label %125

125:                                              ; preds = %124, %171
  %126 = catchswitch within none [label %127] unwind label %179

127:                                              ; preds = %125
  %128 = catchpad within %126 [ptr @_ZTI1D]
  %129 = call ptr @llvm.wasm.get.exception(token %128)
  store ptr %129, ptr %2, align 4
  %130 = call i32 @llvm.wasm.get.ehselector(token %128)
  %131 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1D) #10
  %132 = icmp eq i32 %130, %131
  br i1 %132, label %133, label %151

133:                                              ; preds = %127
  %134 = load ptr, ptr %2, align 4
  %135 = call ptr @__cxa_get_exception_ptr(ptr %134) #10 [ "funclet"(token %128) ]
  %136 = invoke noundef ptr @_ZN1DC2ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %9, ptr noundef nonnull align 4 dereferenceable(20) %135) [ "funclet"(token %128) ]
          to label %137 unwind label %187

137:                                              ; preds = %133
  %138 = call ptr @__cxa_begin_catch(ptr %134) #10 [ "funclet"(token %128) ]
  %139 = getelementptr inbounds %struct.A, ptr %9, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds i8, ptr %9, i32 8
  %142 = getelementptr inbounds %struct.B, ptr %141, i32 0, i32 1
  %143 = load i32, ptr %142, align 4
  %144 = getelementptr inbounds %struct.D, ptr %9, i32 0, i32 2
  %145 = load i32, ptr %144, align 4
  %146 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %140, i32 noundef %143, i32 noundef %145) [ "funclet"(token %128) ]
          to label %147 unwind label %173

147:                                              ; preds = %137
  %148 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %9) #10 [ "funclet"(token %128) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %128) ]
          to label %149 unwind label %179

149:                                              ; preds = %147
  catchret from %128 to label %150

150:                                              ; preds = %149
  br label %152

151:                                              ; preds = %127
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %128) ]
          to label %182 unwind label %179

152:                                              ; preds = %150
  %153 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %154 unwind label %179

154:                                              ; preds = %152
  store i32 0, ptr %1, align 4
  %155 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %6) #10
  %156 = load i32, ptr %1, align 4
  ret i32 %156

157:                                              ; preds = %0
  %158 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %10) #10 [ "funclet"(token %158) ]
  cleanupret from %158 unwind label %13

159:                                              ; preds = %34, %32, %21
  %160 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %160) ]
          to label %161 unwind label %183

161:                                              ; preds = %159
  cleanupret from %160 unwind to caller

162:                                              ; preds = %47
  %163 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %48) #10 [ "funclet"(token %163) ]
  cleanupret from %163 unwind label %51

164:                                              ; preds = %70, %59
  %165 = cleanuppad within %54 []
  invoke void @__cxa_end_catch() [ "funclet"(token %165) ]
          to label %166 unwind label %185

166:                                              ; preds = %164
  cleanupret from %165 unwind to caller

167:                                              ; preds = %86
  %168 = cleanuppad within %81 []
  call void @__cxa_end_catch() #10 [ "funclet"(token %168) ]
  cleanupret from %168 unwind label %179

169:                                              ; preds = %113
  %170 = cleanuppad within %98 []
  call void @__cxa_end_catch() #10 [ "funclet"(token %170) ]
  cleanupret from %170 unwind label %179

171:                                              ; preds = %121
  %172 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %122) #10 [ "funclet"(token %172) ]
  cleanupret from %172 unwind label %125

173:                                              ; preds = %137
  %174 = cleanuppad within %128 []
  %175 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %9) #10 [ "funclet"(token %174) ]
  cleanupret from %174 unwind label %176

176:                                              ; preds = %173
  %177 = cleanuppad within %128 []
  invoke void @__cxa_end_catch() [ "funclet"(token %177) ]
          to label %178 unwind label %189

178:                                              ; preds = %176
  cleanupret from %177 unwind label %179

179:                                              ; preds = %152, %151, %178, %147, %125, %120, %169, %95, %92, %167, %78
  %180 = cleanuppad within none []
  %181 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %6) #10 [ "funclet"(token %180) ]
  cleanupret from %180 unwind to caller

182:                                              ; preds = %151, %124, %120, %93, %92, %75, %50, %12
  unreachable

183:                                              ; preds = %159
  %184 = cleanuppad within %160 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %184) ]
  unreachable

185:                                              ; preds = %164
  %186 = cleanuppad within %165 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %186) ]
  unreachable

187:                                              ; preds = %133
  %188 = cleanuppad within %128 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %188) ]
  unreachable

189:                                              ; preds = %176
  %190 = cleanuppad within %177 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %190) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1DC2Ei(ptr noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #10
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  %8 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #10
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %5, align 4
  %9 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %9, align 4
  %10 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %10, align 4
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 10, %12
  %14 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  store i32 %13, ptr %14, align 4
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 20, %15
  %17 = getelementptr inbounds i8, ptr %5, i32 8
  %18 = getelementptr inbounds %struct.B, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %2
  ret ptr %5

22:                                               ; preds = %2
  %23 = cleanuppad within none []
  %24 = getelementptr inbounds i8, ptr %5, i32 8
  %25 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %24) #10 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %26

26:                                               ; preds = %22
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #10 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1DD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %4, align 4
  %5 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  %6 = load i32, ptr %5, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %6)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i32 8
  %10 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %9) #10
  %11 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3

12:                                               ; preds = %1
  %13 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %13) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1DC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN1AC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %6) #10
  %8 = getelementptr inbounds i8, ptr %5, i32 8
  %9 = load ptr, ptr %4, align 4
  %10 = getelementptr inbounds i8, ptr %9, i32 8
  %11 = call noundef ptr @_ZN1BC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef nonnull align 4 dereferenceable(8) %10) #10
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %5, align 4
  %12 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %12, align 4
  %13 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %14 = load ptr, ptr %4, align 4
  %15 = getelementptr inbounds %struct.D, ptr %14, i32 0, i32 2
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %13, align 4
  %17 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %18)
          to label %20 unwind label %21

20:                                               ; preds = %2
  ret ptr %5

21:                                               ; preds = %2
  %22 = cleanuppad within none []
  %23 = getelementptr inbounds i8, ptr %5, i32 8
  %24 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %23) #10 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %25

25:                                               ; preds = %21
  %26 = cleanuppad within none []
  %27 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #10 [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1AC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 20) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #7 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #10
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #7 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef ptr @_ZThn8_NK1D4whoBEv(ptr noundef %0) unnamed_addr #8 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %4)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1AD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1A4whoAEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1B4whoBEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1AC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat {
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
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat {
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
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
